import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  MILESTONE_MESSAGES,
  addWorkingDays,
  calendarOf,
  istDay,
  type RequestPlanView,
  type ServiceMilestones,
} from '@anupalan/shared';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { holdClock } from '../../../../../tests/helpers/clock.ts';
import { paidOrder } from '../../../../../tests/helpers/fixtures.ts';
import { waitForMessage } from '../../../../../tests/helpers/messages.ts';
import { requestMilestones, requestNotes, serviceRequests } from '../../db/schema.ts';

/**
 * Issue 21: milestones per service with expected dates on the working-day clock, a plan copied when
 * a request opens, staff moving requests (the second of two is told), late milestones warned in
 * order, and the named expert with hand-over notes.
 */
let t: TestApp;
let svc: Awaited<ReturnType<typeof seededServices>>;
let staff: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { TEST_GATEWAY_SECRET: 'test-gateway-secret-for-milestones' } });
  svc = await seededServices(t.app);
  staff = await signedInUser(t.app, { role: 'staff', name: 'Kavya Rao' });
  other = await signedInUser(t.app, { role: 'staff', name: 'Imran Sheikh' });
}, 60_000);
afterAll(async () => t?.close());

const call = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

async function myRequest(customer: { bearer: Record<string, string> }, id: number): Promise<RequestPlanView> {
  const res = await call('POST', '/api/v1/user/request', customer.bearer, {});
  expect(res.statusCode, res.body).toBe(200);
  const row = (res.json().payments as { id: number; plan: RequestPlanView }[]).find((p) => p.id === id);
  expect(row).toBeDefined();
  return row!.plan;
}
async function timeline(customer: { bearer: Record<string, string> }, id: number): Promise<RequestPlanView> {
  const res = await call('GET', `/api/v1/user/requests/${id}/stages`, customer.bearer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().plan;
}
const putPlan = (serviceId: number, milestones: unknown) =>
  call('PUT', `/api/v1/admin/services/${serviceId}/milestones`, staff.bearer, { milestones });
const advance = (id: number, version: number, who = staff) =>
  call('POST', `/api/v1/admin/requests/${id}/milestones/advance`, who.bearer, { version });

describe('milestones per service', () => {
  it('a paid request copies its service plan: every milestone with its expected date, who it waits on, the completion date; edits change new requests only', async () => {
    const service = svc.individual;
    const seeded = (await call('GET', `/api/v1/admin/services/${service.id}/milestones`, staff.bearer)).json()
      .plan as ServiceMilestones;
    expect(seeded.custom).toBe(true);
    expect(seeded.milestones.length).toBeGreaterThan(1);

    const first = [
      { name: 'Your documents', working_days: 2, waits_on: 'customer' },
      { name: 'Draft prepared', working_days: 3, waits_on: 'us' },
      { name: 'Filed with the department', working_days: 4, waits_on: 'government' },
    ];
    const saved = await putPlan(service.id, first);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().plan.milestones.map((m: { name: string }) => m.name)).toEqual(first.map((m) => m.name));

    const customer = await signedInUser(t.app, { name: 'Meera Iyer' });
    const a = (await paidOrder(t.app, customer, { service_id: service.id })).data.service_request_id;
    const plan = await myRequest(customer, a);
    const today = istDay(new Date());
    const cal = calendarOf([]);
    const docs = addWorkingDays(today, 2, cal);
    const draft = addWorkingDays(docs, 3, cal);
    const filed = addWorkingDays(draft, 4, cal);
    expect(plan.milestones.map((m) => [m.name, m.waits_on, m.state, m.expected_on])).toEqual([
      ['Your documents', 'customer', 'current', docs],
      ['Draft prepared', 'us', 'upcoming', draft],
      ['Filed with the department', 'government', 'upcoming', filed],
    ]);
    expect(plan).toMatchObject({ waiting_on: 'customer', waiting_since: today, expected_completion: filed, completed: false });
    expect(plan.waiting_text).toMatch(/^Waiting for your documents since \d{1,2} [A-Z][a-z]+$/);
    expect(plan.expert).toBeNull();

    // The plan changes: the open request keeps its own, a new one follows the new plan.
    expect((await putPlan(service.id, [{ name: 'All in one', working_days: 5, waits_on: 'us' }])).statusCode).toBe(200);
    const b = (await paidOrder(t.app, customer, { service_id: service.id })).data.service_request_id;
    expect((await timeline(customer, a)).milestones.map((m) => m.name)).toEqual(first.map((m) => m.name));
    expect((await timeline(customer, b)).milestones.map((m) => [m.name, m.expected_on])).toEqual([
      ['All in one', addWorkingDays(today, 5, cal)],
    ]);
    // The spec's stored status and stage answers are unchanged.
    const rows = (await call('POST', '/api/v1/user/request', customer.bearer, {})).json().payments as {
      id: number;
      status: string;
      stage: string;
    }[];
    expect(rows.find((r) => r.id === b)).toMatchObject({ status: 'payment_done', stage: 'paid' });

    await putPlan(
      service.id,
      seeded.milestones.map((m) => ({ name: m.name, working_days: m.workingDays, waits_on: m.waitsOn })),
    );
  });

  it('refuses a plan with no milestones, zero or negative days, or no name, naming the field; nothing changes', async () => {
    const service = svc.cheap;
    const before = (await call('GET', `/api/v1/admin/services/${service.id}/milestones`, staff.bearer)).json().plan;
    const cases: [unknown, string, string][] = [
      [[], 'milestones', MILESTONE_MESSAGES.noMilestones],
      [[{ name: 'Work', working_days: 0, waits_on: 'us' }], 'milestones.0.working_days', MILESTONE_MESSAGES.daysRange],
      [
        [
          { name: 'Docs', working_days: 1, waits_on: 'customer' },
          { name: 'Work', working_days: -3, waits_on: 'us' },
        ],
        'milestones.1.working_days',
        MILESTONE_MESSAGES.daysRange,
      ],
      [[{ name: 'Work', working_days: 1.5, waits_on: 'us' }], 'milestones.0.working_days', MILESTONE_MESSAGES.daysRange],
      [[{ name: '  ', working_days: 2, waits_on: 'us' }], 'milestones.0.name', MILESTONE_MESSAGES.nameRequired],
      [[{ name: 'Work', working_days: 2, waits_on: 'nobody' }], 'milestones.0.waits_on', MILESTONE_MESSAGES.waitsOn],
    ];
    for (const [milestones, field, message] of cases) {
      const res = await putPlan(service.id, milestones);
      expect(res.statusCode, JSON.stringify(milestones)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(
      (await call('PUT', `/api/v1/admin/services/${service.id}/milestones`, staff.bearer, {})).json().errors.milestones,
    ).toEqual([MILESTONE_MESSAGES.noMilestones]);
    expect((await call('GET', `/api/v1/admin/services/${service.id}/milestones`, staff.bearer)).json().plan).toEqual(before);
    expect((await putPlan(2_147_483_000, [{ name: 'Work', working_days: 2, waits_on: 'us' }])).statusCode).toBe(404);
    const customer = await signedInUser(t.app);
    expect((await call('GET', `/api/v1/admin/services/${service.id}/milestones`, customer.bearer)).statusCode).toBe(403);
  });

  it('holidays are skipped by expected dates; a bad or repeated date is refused naming the field', async () => {
    const customer = await signedInUser(t.app);
    const id = (await paidOrder(t.app, customer, { service_id: svc.individual.id })).data.service_request_id;
    const before = await timeline(customer, id);
    const firstDue = before.milestones[0]!.expected_on;
    const saved = await call('PUT', '/api/v1/admin/holidays', staff.bearer, {
      holidays: [{ day: firstDue, name: 'Test holiday' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await timeline(customer, id);
    const cal = calendarOf([firstDue]);
    expect(after.milestones[0]!.expected_on).toBe(addWorkingDays(istDay(new Date()), before.milestones[0]!.working_days, cal));
    expect(after.milestones[0]!.expected_on > firstDue).toBe(true);

    const bad = await call('PUT', '/api/v1/admin/holidays', staff.bearer, {
      holidays: [
        { day: '2026-02-30', name: 'Nope' },
        { day: '2026-03-04', name: 'Holi' },
        { day: '2026-03-04', name: 'Holi again' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['holidays.0.day']).toEqual([MILESTONE_MESSAGES.holidayDay]);
    expect(bad.json().errors['holidays.2.day']).toEqual([MILESTONE_MESSAGES.holidayDuplicate]);
    expect((await call('GET', '/api/v1/admin/holidays', staff.bearer)).json().holidays).toEqual([
      { day: firstDue, name: 'Test holiday' },
    ]);
    await call('PUT', '/api/v1/admin/holidays', staff.bearer, { holidays: [] });
  });
});

describe('staff move a request', () => {
  it('to its next milestone; two staff moving it at once: the second is told (409) and nothing moves twice', async () => {
    await putPlan(svc.individual.id, [
      { name: 'Your documents', working_days: 1, waits_on: 'customer' },
      { name: 'Filing', working_days: 2, waits_on: 'us' },
      { name: 'Certificate', working_days: 3, waits_on: 'government' },
    ]);
    const customer = await signedInUser(t.app);
    const id = (await paidOrder(t.app, customer, { service_id: svc.individual.id })).data.service_request_id;
    const seen = (await call('GET', `/api/v1/admin/requests/${id}`, staff.bearer)).json().request.plan.version as number;

    const [x, y] = await Promise.all([advance(id, seen), advance(id, seen, other)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const refused = x.statusCode === 409 ? x : y;
    expect(refused.json().message).toBe(MILESTONE_MESSAGES.movedByOther);
    let plan = await myRequest(customer, id);
    expect(plan.milestones.map((m) => m.state)).toEqual(['reached', 'current', 'upcoming']);
    expect(plan.milestones[0]!.reached_on).toBe(istDay(new Date()));
    expect(plan.waiting_text).toBe('We are working on it: Filing');
    // A stale version stays refused; the fresh one moves it.
    expect((await advance(id, seen)).statusCode).toBe(409);
    const ok = await advance(id, plan.version);
    expect(ok.json().message).toBe(MILESTONE_MESSAGES.reached('Filing'));
    plan = await myRequest(customer, id);
    expect(plan.waiting_text).toMatch(/^Waiting for the government office since .+: Certificate$/);
    // The last milestone completes the request (its stage), and the customer is told.
    expect((await advance(id, plan.version)).statusCode).toBe(200);
    const done = await timeline(customer, id);
    expect(done).toMatchObject({ completed: true, waiting_on: null, expected_completion: istDay(new Date()) });
    const row = (await call('GET', `/api/v1/user/requests/${id}/stages`, customer.bearer)).json();
    expect(row.stage).toBe('completed');
    const again = await advance(id, done.version);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MILESTONE_MESSAGES.allReached);
    await waitForMessage(t.app, customer.user.email!, (m) => m.channel === 'email' && /Filing/.test(m.subject ?? ''));
  });

  it('a service without milestones follows the four stages as its milestones, moved by the stage too', async () => {
    const customer = await signedInUser(t.app);
    const [r] = await t.database.db
      .insert(serviceRequests)
      .values({
        userId: customer.user.id,
        serviceId: svc.custom.id,
        registrationType: 'individual',
        totalPaise: 1000,
        paidPaise: 1000,
        requestData: { order_id: 'order_default_plan', status: 'payment_done' },
      })
      .returning();
    const id = r!.id;
    let plan = await timeline(customer, id);
    expect(plan.milestones.map((m) => [m.name, m.state])).toEqual([
      ['Paid', 'reached'],
      ['Documents received', 'current'],
      ['In progress', 'upcoming'],
      ['Completed', 'upcoming'],
    ]);
    expect(plan.waiting_text).toMatch(/^Waiting for your documents since /);
    const stage = await call('POST', `/api/v1/admin/requests/${id}/stage`, staff.bearer, { stage: 'in_progress' });
    expect(stage.statusCode, stage.body).toBe(200);
    plan = await timeline(customer, id);
    expect(plan.milestones.map((m) => m.state)).toEqual(['reached', 'reached', 'reached', 'current']);
    expect((await advance(id, plan.version)).json().message).toBe(MILESTONE_MESSAGES.reached('Completed'));
    expect((await call('GET', `/api/v1/user/requests/${id}/stages`, customer.bearer)).json()).toMatchObject({
      stage: 'completed',
      plan: { completed: true },
    });
  });
});

describe('late milestones', () => {
  it('warn the owner, then the admins, then tell the customer the new expected date and the reason, each once', async () => {
    const admin = await signedInUser(t.app, { role: 'admin', name: 'Ravi Admin' });
    const owner = await signedInUser(t.app, { role: 'staff', name: 'Lata Owner' });
    const customer = await signedInUser(t.app, { name: 'Late Customer' });
    const opened = new Date('2026-03-02T05:00:00Z'); // Monday 10:30 IST
    const [r] = await t.database.db
      .insert(serviceRequests)
      .values({
        userId: customer.user.id,
        serviceId: svc.individual.id,
        registrationType: 'individual',
        totalPaise: 1000,
        paidPaise: 1000,
        requestData: { order_id: 'order_late', status: 'payment_done' },
        createdAt: opened,
        stageChangedAt: opened,
        assignedTo: owner.user.id,
        assignedAt: opened,
      })
      .returning();
    const id = r!.id;
    await t.database.db.insert(requestMilestones).values([
      { serviceRequestId: id, position: 0, name: 'Your documents', workingDays: 1, waitsOn: 'customer', reachedAt: opened },
      { serviceRequestId: id, position: 1, name: 'Return filed', workingDays: 2, waitsOn: 'us' },
    ]);
    // Due Wednesday 4 March 2026. Thursday: one working day late (the owner); Friday: two (the admins);
    // Monday 9 March (Sunday skipped): three (the customer).
    const setNow = holdClock([t.app], new Date('2026-03-05T06:00:00Z'));
    const sweep = () => t.app.services.notifications.runReminders();
    await sweep();
    await sweep();
    await waitForMessage(t.app, owner.user.email!, (m) => m.channel === 'email' && /Late: Return filed/.test(m.subject ?? ''));
    expect(t.app.services.outbox.list(admin.user.email!).filter((m) => /Late/.test(m.subject ?? ''))).toHaveLength(0);
    let plan = await timeline(customer, id);
    expect(plan.milestones[1]).toMatchObject({ late: true, expected_on: '2026-03-06' });
    expect(plan.expert).toMatchObject({ first_name: 'Lata', role: 'Anupalan expert', since: '2026-03-02' });

    setNow(new Date('2026-03-06T06:00:00Z'));
    await sweep();
    await waitForMessage(t.app, admin.user.email!, (m) => m.channel === 'email' && /Late: Return filed/.test(m.subject ?? ''));
    expect(t.app.services.outbox.list(customer.user.email!).filter((m) => /now expected/.test(m.subject ?? ''))).toHaveLength(0);

    setNow(new Date('2026-03-09T06:00:00Z'));
    await sweep();
    await sweep();
    const told = await waitForMessage(
      t.app,
      customer.user.email!,
      (m) => m.channel === 'email' && /now expected by/.test(m.subject ?? ''),
    );
    expect(told.subject).toContain('now expected by 10 March');
    expect(told.body).toContain('Return filed is taking longer than we planned');
    plan = await timeline(customer, id);
    expect(plan).toMatchObject({ late: true, expected_completion: '2026-03-10' });
    expect(plan.late_reason).toContain('Return filed is taking longer than we planned');
    // Each warning went once, however many sweeps ran.
    const count = (to: string, re: RegExp) =>
      t.app.services.outbox.list(to).filter((m) => m.channel === 'email' && re.test(m.subject ?? '')).length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(count(owner.user.email!, /Late:/)).toBe(1);
    expect(count(admin.user.email!, /Late:/)).toBe(1);
    expect(count(customer.user.email!, /now expected by/)).toBe(1);
  });
});

describe('a named expert', () => {
  it('the customer sees who handles the request and since when; a hand-over keeps a note for the next owner and tells the customer', async () => {
    const customer = await signedInUser(t.app);
    const id = (await paidOrder(t.app, customer, { service_id: svc.individual.id })).data.service_request_id;
    const assign = (staffId: number, note?: string) =>
      call('POST', `/api/v1/admin/requests/${id}/assign`, staff.bearer, {
        staff_id: staffId,
        ...(note === undefined ? {} : { note }),
      });
    expect((await assign(staff.user.id)).statusCode).toBe(200);
    expect((await myRequest(customer, id)).expert).toEqual({
      first_name: 'Kavya',
      role: 'Anupalan expert',
      since: istDay(new Date()),
    });
    await waitForMessage(
      t.app,
      customer.user.email!,
      (m) => m.channel === 'email' && /Kavya is handling your request/.test(m.subject ?? ''),
    );

    const tooLong = await assign(other.user.id, 'x'.repeat(1001));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.note).toEqual([MILESTONE_MESSAGES.handOverTooLong]);
    expect((await myRequest(customer, id)).expert?.first_name).toBe('Kavya');

    const handed = await assign(other.user.id, 'Form 16 is in; the bank statement for March is still missing.');
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await myRequest(customer, id)).expert).toMatchObject({ first_name: 'Imran' });
    await waitForMessage(
      t.app,
      customer.user.email!,
      (m) => m.channel === 'email' && /Imran is handling your request/.test(m.subject ?? ''),
    );
    const notes = await t.database.db.select().from(requestNotes).where(eq(requestNotes.serviceRequestId, id));
    expect(notes.map((n) => n.body)).toEqual([
      'Hand-over from Kavya Rao to Imran Sheikh: Form 16 is in; the bank statement for March is still missing.',
    ]);
    // The note is internal: the customer's answers never carry it.
    expect((await call('POST', '/api/v1/user/request', customer.bearer, {})).body).not.toContain('bank statement for March');
  });
});
