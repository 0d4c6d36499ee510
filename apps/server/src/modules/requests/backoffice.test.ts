import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { isoDateInIndia } from '@anupalan/shared';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { latestCode, uniqueEmail, uniqueIp, uniqueMobile, wrongCode } from '../../../../../tests/helpers/identity.ts';
import { refreshMilestoneDue } from './milestone-due.ts';
import { auditLog, paymentOrders, requestDocuments, serviceDocuments, serviceRequests, users } from '../../db/schema.ts';

/**
 * The back office's request side (issue 11): queue with filters and search, a request's page,
 * internal notes, target times and the overdue flag, audited staff actions; the service
 * provider's own requests (403 on any other); a reseller's referral orders; partner e-mail proof.
 */
let t: TestApp;
let svc: { a: { id: number; name: string }; b: { id: number; name: string } };
beforeAll(async () => {
  t = await buildTestApp({ env: { TEST_GATEWAY_SECRET: 'test-gateway-secret-for-backoffice-requests' } });
  const s = await seededServices(t.app);
  svc = { a: s.individual, b: s.business };
}, 60_000);
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const call = (method: InjectOptions['method'], url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const HOUR = 60 * 60 * 1000;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(512, 0x20), Buffer.from('\n%%EOF\n')]);

function multipart(file: { filename: string; content: Buffer }) {
  const boundary = `----bo${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A customer with a paid request made directly in the database (the payment path has its own tests). */
async function request(
  opts: {
    name?: string;
    serviceId?: number;
    stage?: 'paid' | 'documents_received' | 'in_progress' | 'completed';
    ageHours?: number;
    assignedTo?: number | null;
  } = {},
) {
  const customer = await signedInUser(t.app, { name: opts.name ?? 'Asha Verma', mobile: uniqueMobile() });
  const at = new Date(Date.now() - (opts.ageHours ?? 1) * HOUR);
  const orderId = `order_bo_${Math.random().toString(36).slice(2, 12)}`;
  const [row] = await t.database.db
    .insert(serviceRequests)
    .values({
      userId: customer.user.id,
      serviceId: opts.serviceId ?? svc.a.id,
      registrationType: 'individual',
      totalPaise: 150_000,
      paidPaise: 150_000,
      requestData: { order_id: orderId, status: 'payment_done' },
      stage: opts.stage ?? 'paid',
      stageChangedAt: at,
      createdAt: at,
      assignedTo: opts.assignedTo ?? null,
    })
    .returning();
  // The planned day of its current milestone, as every move keeps it (the back office's overdue clock).
  await refreshMilestoneDue(t.database.db, [row!.id]);
  return { customer, request: row!, orderId };
}
async function auditOf(id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'service_request'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
}

describe('the request queue and a request page', () => {
  it('filters by stage, service, assignee, date and overdue, searches by name, mobile, e-mail and order id, and pages on the server', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const tag = `Zq${Date.now().toString(36)}`;
    const r1 = await request({ name: `${tag} Kumar`, stage: 'documents_received', ageHours: 100 });
    const r2 = await request({ name: `${tag} Rao`, stage: 'in_progress', serviceId: svc.b.id, assignedTo: staff.user.id });
    const r3 = await request({ name: `${tag} Iyer`, stage: 'completed', ageHours: 500 });
    const q = (s: string) => call('GET', `/api/v1/admin/requests?q=${encodeURIComponent(tag)}&${s}`, staff.bearer);

    const all = await q('pageSize=2');
    expect(all.statusCode).toBe(200);
    expect(all.json().pageInfo).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect(all.json().items.map((r: { id: number }) => r.id)).toEqual([r2.request.id, r1.request.id]);
    const page2 = await q('pageSize=2&page=2');
    expect(page2.json().items.map((r: { id: number }) => r.id)).toEqual([r3.request.id]);

    const ids = async (s: string) => (await q(s)).json().items.map((r: { id: number }) => r.id);
    expect(await ids('stage=in_progress')).toEqual([r2.request.id]);
    expect(await ids('stage=documents_received')).toEqual([r1.request.id]);
    expect(await ids(`serviceId=${svc.b.id}`)).toEqual([r2.request.id]);
    expect(await ids(`assignee=${staff.user.id}`)).toEqual([r2.request.id]);
    expect(await ids('assignee=none')).toEqual([r1.request.id, r3.request.id]);
    // 100 hours at "documents received": "in progress" (1 working day, ours) is past its day; a
    // request just started on ours is not; a completed request is never overdue.
    expect(await ids('overdue=true')).toEqual([r1.request.id]);
    expect(await ids('overdue=false')).toEqual([r2.request.id, r3.request.id]);
    // The IST day r2 was made on (an hour ago: yesterday between 00:00 and 01:00 IST), not today's date.
    expect(await ids(`from=${isoDateInIndia(r2.request.createdAt)}`)).toEqual([r2.request.id]);
    const dayBefore = isoDateInIndia(new Date(r2.request.createdAt.getTime() - 24 * HOUR));
    expect(await ids(`to=${dayBefore}`)).toEqual([r1.request.id, r3.request.id]);

    const search = async (text: string) =>
      (await call('GET', `/api/v1/admin/requests?q=${encodeURIComponent(text)}`, staff.bearer))
        .json()
        .items.map((r: { id: number }) => r.id);
    expect(await search(r1.customer.user.mobile!)).toEqual([r1.request.id]);
    expect(await search(r1.customer.user.email!.toUpperCase())).toEqual([r1.request.id]);
    expect(await search(r3.orderId)).toEqual([r3.request.id]);
    expect(await search(String(r2.request.id))).toContain(r2.request.id);
    expect(await search(`${tag}%`)).toEqual([]);

    const row = (await q('stage=documents_received')).json().items[0];
    expect(row).toMatchObject({
      customerName: `${tag} Kumar`,
      stage: 'documents_received',
      stageLabel: 'Documents received',
      overdue: true,
      assignee: null,
    });

    for (const bad of [
      'stage=lost',
      'overdue=maybe',
      'assignee=someone',
      'pageSize=500',
      'from=2026-02-30',
      'from=2026-05-02&to=2026-05-01',
    ]) {
      const res = await call('GET', `/api/v1/admin/requests?${bad}`, staff.bearer);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('shows the customer, documents, timeline and staff-only notes; every action is audited; notes never reach the customer', async () => {
    const staff = await signedInUser(t.app, { role: 'staff', name: 'Kavya Staff' });
    const { customer, request: r } = await request({ name: 'Neha Sharma' });

    const page = await call('GET', `/api/v1/admin/requests/${r.id}`, staff.bearer);
    expect(page.statusCode).toBe(200);
    expect(page.json().request).toMatchObject({
      id: r.id,
      customer: { id: customer.user.id, name: 'Neha Sharma', email: customer.user.email, mobile: customer.user.mobile },
      stages: [
        { stage: 'paid', current: true },
        { stage: 'documents_received' },
        { stage: 'in_progress' },
        { stage: 'completed' },
      ],
      notes: [],
      deliverable: null,
    });
    expect(Array.isArray(page.json().request.documents)).toBe(true);
    expect((await call('GET', '/api/v1/admin/requests/2147483000', staff.bearer)).statusCode).toBe(404);

    const empty = await call('POST', `/api/v1/admin/requests/${r.id}/notes`, staff.bearer, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: ['Please write a note'] });
    const secret = 'Customer called: PAN mismatch <script>alert(1)</script>';
    const note = await call('POST', `/api/v1/admin/requests/${r.id}/notes`, staff.bearer, { body: secret });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ message: 'Note added.', note: { authorName: 'Kavya Staff', body: secret } });

    const stage = await call('POST', `/api/v1/admin/requests/${r.id}/stage`, staff.bearer, { stage: 'in_progress' });
    expect(stage.statusCode).toBe(200);
    const assign = await call('POST', `/api/v1/admin/requests/${r.id}/assign`, staff.bearer, { staff_id: staff.user.id });
    expect(assign.statusCode).toBe(200);
    const toCustomer = await call('POST', `/api/v1/admin/requests/${r.id}/assign`, staff.bearer, { staff_id: customer.user.id });
    expect(toCustomer.statusCode).toBe(422);
    const upload = await call('POST', `/api/v1/admin/requests/${r.id}/deliverable`, staff.bearer, undefined);
    expect(upload.statusCode).toBeGreaterThanOrEqual(400);

    const trail = await auditOf(r.id);
    expect(trail.map((a) => a.action)).toEqual(['request.note', 'request.stage', 'request.assign']);
    expect(trail[1]).toMatchObject({ actorId: staff.user.id, before: { stage: 'paid' }, after: { stage: 'in_progress' } });
    expect(trail[2]).toMatchObject({ before: { assigneeId: null }, after: { assigneeId: staff.user.id } });

    const again = (await call('GET', `/api/v1/admin/requests/${r.id}`, staff.bearer)).json().request;
    expect(again.notes.map((n: { body: string }) => n.body)).toEqual([secret]);
    expect(again.assignee).toMatchObject({ id: staff.user.id, role: 'staff' });

    const mine = await call('POST', '/api/v1/user/request', customer.bearer, {});
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('PAN mismatch');
    const stages = await call('GET', `/api/v1/user/requests/${r.id}/stages`, customer.bearer);
    expect(stages.body).not.toContain('PAN mismatch');
  });

  it('target times per stage per service: defaults, edits (audited), bad hours refused', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const list = await call('GET', '/api/v1/admin/requests/targets', staff.bearer);
    expect(list.statusCode).toBe(200);
    const before = list.json().items.find((x: { serviceId: number }) => x.serviceId === svc.b.id);
    expect(before.hours).toEqual({ paid: 48, documents_received: 24, in_progress: 120 });

    for (const bad of [
      { documents_received: 0 },
      { documents_received: -3 },
      { documents_received: 'abc' },
      { documents_received: 2.5 },
    ]) {
      const res = await call('PUT', `/api/v1/admin/requests/targets/${svc.b.id}`, staff.bearer, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().errors.documents_received).toEqual(['Enter whole hours from 1 to 8760']);
    }
    const set = await call('PUT', `/api/v1/admin/requests/targets/${svc.b.id}`, staff.bearer, {
      documents_received: 6,
      paid: null,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().targets).toMatchObject({
      hours: { paid: 48, documents_received: 6 },
      custom: { documents_received: 6, paid: null },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service.targets'), eq(auditLog.entityId, String(svc.b.id))))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ actorId: staff.user.id, after: { documents_received: 6 } });
    expect((await call('PUT', '/api/v1/admin/requests/targets/2147483000', staff.bearer, {})).statusCode).toBe(404);
    // Back to the defaults, so other tests see the usual targets.
    await call('PUT', `/api/v1/admin/requests/targets/${svc.b.id}`, staff.bearer, { documents_received: '' });
  });

  it('the overdue flag, filter and dashboard count follow the milestone clock: waiting on the customer pauses it, holidays and a move change it', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    // 6 days at "documents received": "in progress" (ours, 1 working day) is past its day.
    const { request: late } = await request({ serviceId: svc.b.id, stage: 'documents_received', ageHours: 144 });
    // 6 days at "paid": it waits on the customer's documents, which pauses our clock.
    const { request: waiting } = await request({ serviceId: svc.b.id, stage: 'paid', ageHours: 144 });
    const one = async (id: number) => (await call('GET', `/api/v1/admin/requests/${id}`, staff.bearer)).json().request;
    const overdueIds = async () =>
      (await call('GET', `/api/v1/admin/requests?overdue=true&serviceId=${svc.b.id}&pageSize=100`, staff.bearer))
        .json()
        .items.map((x: { id: number }) => x.id);
    expect(await one(late.id)).toMatchObject({ overdue: true, dueAt: expect.any(String) });
    expect(await one(waiting.id)).toMatchObject({ overdue: false, dueAt: null });
    expect(await overdueIds()).toContain(late.id);
    expect(await overdueIds()).not.toContain(waiting.id);
    const count = () => t.app.services.requestAdmin.countOverdue(staff.user);
    const overdueBefore = await count();

    // Every day from the stage change to today a holiday: its planned day moves past today.
    const saved = (await call('GET', '/api/v1/admin/holidays', staff.bearer)).json().holidays;
    const days = Array.from({ length: 8 }, (_, i) => isoDateInIndia(new Date(Date.now() - (6 - i) * 24 * HOUR)));
    const holidays = [
      ...saved,
      ...days.filter((d) => !saved.some((h: { day: string }) => h.day === d)).map((day) => ({ day, name: 'Test closure' })),
    ];
    try {
      expect((await call('PUT', '/api/v1/admin/holidays', staff.bearer, { holidays })).statusCode).toBe(200);
      expect(await one(late.id)).toMatchObject({ overdue: false });
      // Every open request's planned day moved (the other tests' late requests too).
      expect(await count()).toBeLessThan(overdueBefore);
      expect(await overdueIds()).not.toContain(late.id);
    } finally {
      await call('PUT', '/api/v1/admin/holidays', staff.bearer, { holidays: saved });
    }
    expect(await one(late.id)).toMatchObject({ overdue: true });

    // A move to the next milestone ("completed": 5 working days from now) is not late.
    const version = (await one(late.id)).plan.version;
    const moved = await call('POST', `/api/v1/admin/requests/${late.id}/milestones/advance`, staff.bearer, { version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await one(late.id)).toMatchObject({ overdue: false, stage: 'in_progress' });
    expect(await overdueIds()).not.toContain(late.id);
    expect(await count()).toBe(overdueBefore - 1);
  });

  it('refuses anonymous (401) and customers, resellers, service providers (403) on every request endpoint', async () => {
    const { request: r } = await request();
    const who: [string, Headers, number][] = [['anonymous', {}, 401]];
    for (const role of ['customer', 'reseller', 'service_provider'] as const)
      who.push([role, (await signedInUser(t.app, { role })).bearer, 403]);
    const routes: [InjectOptions['method'], string, unknown][] = [
      ['GET', '/api/v1/admin/requests', undefined],
      ['GET', '/api/v1/admin/requests/filters', undefined],
      ['GET', '/api/v1/admin/requests/targets', undefined],
      ['PUT', `/api/v1/admin/requests/targets/${svc.a.id}`, { paid: 1 }],
      ['GET', `/api/v1/admin/requests/${r.id}`, undefined],
      ['POST', `/api/v1/admin/requests/${r.id}/notes`, { body: 'x' }],
      ['POST', `/api/v1/admin/requests/${r.id}/stage`, { stage: 'completed' }],
    ];
    for (const [method, url, body] of routes)
      for (const [role, h, want] of who)
        expect((await call(method, url, h, body)).statusCode, `${role} ${method} ${url}`).toBe(want);
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, r.id));
    expect(row!.stage).toBe('paid');
    expect(await auditOf(r.id)).toEqual([]);
  });
});

describe('service providers', () => {
  it('sign in at the staff door, see only their requests, move them through every stage and upload the deliverable the customer downloads; 403 on any other', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const password = 'Provider@2026';
    const admin = await signedInUser(t.app, { role: 'admin' });
    const email = uniqueEmail('sp');
    const made = await call('POST', '/api/v1/admin/staff', admin.bearer, { name: 'Arjun SP', email, password, role: 'staff' });
    expect(made.statusCode).toBe(201);
    const spId = made.json().staff.id as number;
    await t.database.db.update(users).set({ role: 'service_provider' }).where(eq(users.id, spId));
    const login = await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('service_provider');
    const sp = { authorization: `Bearer ${login.json().accessToken}` };
    // Not staff: the back office's API stays closed.
    expect((await call('GET', '/api/v1/admin/requests', sp)).statusCode).toBe(403);

    const mine = await request({ name: 'Farah Khan' });
    const other = await request({ name: 'Gopal Menon', assignedTo: staff.user.id });
    const assign = await call('POST', `/api/v1/admin/requests/${mine.request.id}/assign`, staff.bearer, { staff_id: spId });
    expect(assign.statusCode).toBe(200);
    expect(assign.json().assigned_to).toEqual({ id: spId, name: 'Arjun SP' });

    const list = await call('GET', '/api/v1/partner/requests', sp);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((x: { id: number }) => x.id)).toEqual([mine.request.id]);
    const page = await call('GET', `/api/v1/partner/requests/${mine.request.id}`, sp);
    expect(page.statusCode).toBe(200);
    // The provider works from the documents: no contact details, payments or internal notes.
    expect(page.json().request.customer).toEqual({ id: mine.customer.user.id, name: 'Farah Khan', email: null, mobile: null });
    expect(page.body).not.toContain(mine.customer.user.email!);

    for (const [method, url, body] of [
      ['GET', `/api/v1/partner/requests/${other.request.id}`, undefined],
      ['POST', `/api/v1/partner/requests/${other.request.id}/stage`, { stage: 'completed' }],
      ['POST', `/api/v1/partner/requests/2147483000/stage`, { stage: 'completed' }],
      ['GET', `/api/v1/user/requests/${other.request.id}/deliverable`, undefined],
    ] as const) {
      const res = await call(method, url, sp, body);
      expect(res.statusCode, url).toBe(403);
    }
    const upOther = await call(
      'POST',
      `/api/v1/partner/requests/${other.request.id}/deliverable`,
      { ...sp, ...multipart({ filename: 'x.pdf', content: PDF }).headers },
      multipart({ filename: 'x.pdf', content: PDF }).payload,
    );
    expect(upOther.statusCode).toBe(403);
    const [untouched] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, other.request.id));
    expect(untouched).toMatchObject({ stage: 'paid', deliverableKey: null });

    for (const stage of ['documents_received', 'in_progress', 'completed']) {
      const res = await call('POST', `/api/v1/partner/requests/${mine.request.id}/stage`, sp, { stage });
      expect(res.statusCode, stage).toBe(200);
    }
    const bad = await call('POST', `/api/v1/partner/requests/${mine.request.id}/stage`, sp, { stage: 'lost' });
    expect(bad.statusCode).toBe(422);
    const body = multipart({ filename: 'GST certificate.pdf', content: PDF });
    const up = await call(
      'POST',
      `/api/v1/partner/requests/${mine.request.id}/deliverable`,
      { ...sp, ...body.headers },
      body.payload,
    );
    expect(up.statusCode).toBe(200);
    expect(up.json().deliverable.file_name).toBe('GST certificate.pdf');

    const download = await call('GET', `/api/v1/user/requests/${mine.request.id}/deliverable`, mine.customer.bearer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('GST certificate.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const timeline = await call('GET', `/api/v1/user/requests/${mine.request.id}/stages`, mine.customer.bearer);
    // Every stage after the first reached, by the provider (the first was made in the database here).
    expect(
      timeline
        .json()
        .stages.slice(1)
        .map((s: { reached_at: string | null; current: boolean }) => Boolean(s.reached_at)),
    ).toEqual([true, true, true]);
    expect(timeline.json().stage).toBe('completed');

    const trail = await auditOf(mine.request.id);
    expect(trail.map((a) => [a.action, a.actorRole])).toEqual([
      ['request.assign', 'staff'],
      ['request.stage', 'service_provider'],
      ['request.stage', 'service_provider'],
      ['request.stage', 'service_provider'],
      ['request.deliverable', 'service_provider'],
    ]);

    // Other roles cannot use the provider's side.
    const customer = await signedInUser(t.app);
    expect((await call('GET', '/api/v1/partner/requests', customer.bearer)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/partner/requests', staff.bearer)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/partner/requests', {})).statusCode).toBe(401);
  });

  it('two stage changes at once by the provider: one wins, the other is told', async () => {
    const sp = await signedInUser(t.app, { role: 'service_provider' });
    const { request: r } = await request({ assignedTo: sp.user.id });
    const [a, b] = await Promise.all([
      call('POST', `/api/v1/partner/requests/${r.id}/stage`, sp.bearer, { stage: 'in_progress' }),
      call('POST', `/api/v1/partner/requests/${r.id}/stage`, sp.bearer, { stage: 'in_progress' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await auditOf(r.id)).map((x) => x.action)).toEqual(['request.stage']);
  });
});

describe('resellers', () => {
  it("see the paid orders that used their referral code, with the customer's first name only", async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const [reseller] = await t.database.db
      .insert(users)
      .values({ name: 'Meera Nair', email: uniqueEmail('reseller'), mobile: uniqueMobile(), role: 'reseller', status: 'pending' })
      .returning();
    const approved = await call('POST', `/api/v1/admin/partners/${reseller!.id}/approve`, staff.bearer, {});
    expect(approved.statusCode).toBe(200);
    const code = approved.json().partner.referralCode as string;
    const { token } = await t.app.services.sessions.create(reseller!.id);
    const rs = { authorization: `Bearer ${token}` };

    const empty = await call('GET', '/api/v1/partner/referrals', rs);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().referrals).toEqual({ code, discountPercent: 10, orders: [], total: 0 });

    const buyer = await signedInUser(t.app, { name: 'Sunita Rao Patil', mobile: uniqueMobile() });
    const init = await call('POST', '/api/v1/services/payment/initiate', buyer.bearer, {
      service_id: svc.a.id,
      payment_type: 'full',
      coupon_code: code,
    });
    expect(init.statusCode).toBe(200);
    const orderId = init.json().data.order_id as string;
    const paid = (await call('POST', `/test-gateway/orders/${orderId}/pay`, {}, { outcome: 'success' })).json();
    expect((await call('POST', '/api/v1/services/payment/verify', buyer.bearer, paid)).statusCode).toBe(200);
    // An unpaid order with the code does not count.
    const other = await signedInUser(t.app, { name: 'Unpaid Person' });
    expect(
      (
        await call('POST', '/api/v1/services/payment/initiate', other.bearer, {
          service_id: svc.a.id,
          payment_type: 'full',
          coupon_code: code,
        })
      ).statusCode,
    ).toBe(200);

    const res = await call('GET', '/api/v1/partner/referrals', rs);
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, orderId));
    expect(res.json().referrals).toMatchObject({ code, total: 1 });
    expect(res.json().referrals.orders).toEqual([
      {
        orderRef: order!.receipt,
        paidAt: order!.paidAt!.toISOString(),
        serviceName: svc.a.name,
        customerFirstName: 'Sunita',
        amountPaise: order!.amountPaise,
        discountPaise: order!.discountPaise,
      },
    ]);
    expect(order!.discountPaise).toBeGreaterThan(0);
    expect(res.body).not.toContain(buyer.user.email!);
    expect(res.body).not.toContain('Patil');

    expect((await call('GET', '/api/v1/partner/referrals', buyer.bearer)).statusCode).toBe(403);
    const sp = await signedInUser(t.app, { role: 'service_provider' });
    expect((await call('GET', '/api/v1/partner/referrals', sp.bearer)).statusCode).toBe(403);
  });
});

describe("a partner's e-mail is proven before it is used", () => {
  async function registeredPartner(kind: 'reseller' | 'service_provider', mailid: string) {
    const mobile = uniqueMobile();
    const ip = { remoteAddress: uniqueIp() };
    await t.app.inject({ method: 'POST', url: `/api/v1/${kind}/custom_otp`, payload: { mobile }, ...ip });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/${kind}/custom_otp/store`,
      payload: { mobile, custom_otp: await latestCode(t.app, mobile) },
    });
    const boundary = '----reg';
    const fields = { name: 'Priya Das', mailid, mobile, password: 'Partner@123', password_confirmation: 'Partner@123' };
    const payload = Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')
      .concat(`--${boundary}--\r\n`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${kind}/registration`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return { res, mobile };
  }

  it("an approved service provider with an unproven e-mail is not assigned, and cannot read a request's files through any route", async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const mailid = uniqueEmail('sp-unproven');
    const { res, mobile } = await registeredPartner('service_provider', mailid);
    expect(res.statusCode).toBe(201);
    const [sp] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect((await call('POST', `/api/v1/admin/partners/${sp!.id}/approve`, staff.bearer, {})).statusCode).toBe(200);
    const spAuth = { authorization: `Bearer ${(await t.app.services.sessions.create(sp!.id)).token}` };

    // The back office is told why it cannot assign the request, and nothing changes.
    const { request: r } = await request({ name: 'Ritu Sharma' });
    const assign = await call('POST', `/api/v1/admin/requests/${r.id}/assign`, staff.bearer, { staff_id: sp!.id });
    expect(assign.statusCode).toBe(422);
    expect(assign.json().message).toBe(
      'This service provider has not verified their e-mail address yet. They can be assigned requests once they have.',
    );
    const [unassigned] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, r.id));
    expect(unassigned!.assignedTo).toBeNull();

    // Assigned anyway (made in the database, as before this rule): the customer's files stay closed.
    const [sd] = await t.database.db.select().from(serviceDocuments).limit(1);
    const docKey = `documents/test-${r.id}-pan.pdf`;
    const outKey = `deliverables/${r.id}/test-result.pdf`;
    await t.app.services.storage.put(docKey, PDF, 'application/pdf');
    await t.app.services.storage.put(outKey, PDF, 'application/pdf');
    const [doc] = await t.database.db
      .insert(requestDocuments)
      .values({
        serviceRequestId: r.id,
        serviceDocumentId: sd!.id,
        kind: 'Document',
        storageKey: docKey,
        fileName: 'pan.pdf',
        contentType: 'application/pdf',
      })
      .returning();
    await t.database.db
      .update(serviceRequests)
      .set({
        assignedTo: sp!.id,
        deliverableKey: outKey,
        deliverableName: 'result.pdf',
        deliverableContentType: 'application/pdf',
        deliverableAt: new Date(),
      })
      .where(eq(serviceRequests.id, r.id));
    const fileRoutes = [`/api/v1/user/documents/${doc!.id}/file`, `/api/v1/user/requests/${r.id}/deliverable`];
    for (const url of [...fileRoutes, `/api/v1/partner/requests/${r.id}`]) {
      const closed = await call('GET', url, spAuth);
      expect(closed.statusCode, url).toBe(403);
      expect(closed.json().message, url).toBe('Please verify your e-mail address first.');
    }

    // Proven: the same provider is assigned and reads the files.
    expect((await call('POST', '/api/v1/partner/email/otp', spAuth, {})).statusCode).toBe(200);
    const proven = await call('POST', '/api/v1/partner/email/verify', spAuth, { code: await latestCode(t.app, mailid) });
    expect(proven.statusCode).toBe(200);
    for (const url of fileRoutes) {
      const open = await call('GET', url, spAuth);
      expect(open.statusCode, url).toBe(200);
      expect(open.rawPayload.equals(PDF), url).toBe(true);
    }
    expect((await call('POST', `/api/v1/admin/requests/${r.id}/assign`, staff.bearer, { staff_id: sp!.id })).statusCode).toBe(
      200,
    );
  });

  it("someone else's address is not locked by registering it, nor told that it is taken; its owner keeps it", async () => {
    const owner = await signedInUser(t.app, { email: uniqueEmail('owner') });
    const { res, mobile } = await registeredPartner('service_provider', owner.user.email!.toUpperCase());
    // No enumeration: the registration does not say the address is in use.
    expect(res.statusCode).toBe(201);
    const [partner] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(partner).toMatchObject({ email: null, pendingEmail: owner.user.email, status: 'pending' });
    // The owner still signs in with it (by password); the intruder's unproven copy cannot.
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, partner!.id));
    const viaEmail = await call('POST', '/api/v1/auth/staff-login', {}, { userName: owner.user.email!, password: 'Partner@123' });
    expect(viaEmail.statusCode).toBe(401);
    const viaMobile = await call('POST', '/api/v1/auth/staff-login', {}, { userName: mobile, password: 'Partner@123' });
    expect(viaMobile.statusCode).toBe(200);
    const sp = { authorization: `Bearer ${viaMobile.json().accessToken}` };

    // Unproven: the partner's side is closed.
    const closed = await call('GET', '/api/v1/partner/requests', sp);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Please verify your e-mail address first.');
    expect((await call('GET', '/api/v1/partner/me', sp)).json().partner).toMatchObject({
      emailVerified: false,
      pendingEmail: owner.user.email,
    });

    // The code goes to the address itself; only after proving it is the clash told.
    const sent = await call('POST', '/api/v1/partner/email/otp', sp, {});
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, owner.user.email!);
    const wrong = await call('POST', '/api/v1/partner/email/verify', sp, { code: wrongCode(code) });
    expect(wrong.statusCode).toBe(422);
    const proven = await call('POST', '/api/v1/partner/email/verify', sp, { code });
    expect(proven.statusCode).toBe(409);
    expect(proven.json().message).toBe('This e-mail address belongs to another account. Please use another address.');
    const [still] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(still!.email).toBe(owner.user.email);
  });

  it('a partner proves their own address, which then works for sign-in and opens their side', async () => {
    const mailid = uniqueEmail('newpartner');
    const { res, mobile } = await registeredPartner('reseller', mailid);
    expect(res.statusCode).toBe(201);
    const [partner] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, partner!.id));
    const { token } = await t.app.services.sessions.create(partner!.id);
    const rs = { authorization: `Bearer ${token}` };
    expect((await call('GET', '/api/v1/partner/referrals', rs)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/partner/email/verify', rs, { code: 'abc' })).statusCode).toBe(422);
    expect((await call('POST', '/api/v1/partner/email/otp', rs, {})).statusCode).toBe(200);
    const ok = await call('POST', '/api/v1/partner/email/verify', rs, { code: await latestCode(t.app, mailid) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().partner).toMatchObject({ email: mailid, pendingEmail: null, emailVerified: true });
    expect((await call('GET', '/api/v1/partner/referrals', rs)).statusCode).toBe(200);
    const login = await call('POST', '/api/v1/login', {}, { user_name: mailid, login_type: 'password', password: 'Partner@123' });
    expect(login.statusCode).toBe(200);
    const customer = await signedInUser(t.app);
    expect((await call('POST', '/api/v1/partner/email/otp', customer.bearer, {})).statusCode).toBe(403);
  });
});
