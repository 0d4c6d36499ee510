import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarResponse } from '@anupalan/shared';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { holdClock } from '../../../../../tests/helpers/clock.ts';
import { companyForm, paidOrder, storedCompany, usePaymentsApp } from '../../../../../tests/helpers/fixtures.ts';

const { t } = usePaymentsApp('calendar-test-secret');
type Headers = Record<string, string>;

/** 17 November 2026, noon in India: GSTR-3B for October (20 Nov) is due this week. */
const NOV_17 = new Date('2026-11-17T06:30:00Z');

const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function calendarOf(h: Headers): Promise<CalendarResponse> {
  const res = await get('/api/v1/user/calendar', h);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const monthlyGst = { gst_no: '29AAFCK1234K1Z5', gst_filing_frequency: 'monthly', turnover_band: '2cr_to_5cr' };

describe('a customer’s calendar', () => {
  it('shows the person and each company: GSTR-3B on the 20th with status and "File now" for that company and period', async () => {
    holdClock([t.app], NOV_17);
    const u = await signedInUser(t.app);
    const id = await storedCompany(t.app, u, { ...monthlyGst, company_type: 'Private Limited Company' });
    const cal = await calendarOf(u.bearer);
    expect(cal.today).toBe('2026-11-17');
    const [person, company] = cal.subjects;
    expect(person).toMatchObject({ kind: 'person', key: `u${u.user.id}` });
    expect(person!.entries.map((e) => e.rule_code)).toEqual(expect.arrayContaining(['advance-tax', 'itr-non-audit']));
    expect(company).toMatchObject({ kind: 'company', company_id: id, missing: [] });
    const gstr3b = company!.entries.filter((e) => e.rule_code === 'gstr-3b-monthly');
    const from = gstr3b.findIndex((e) => e.period === '2026-09');
    expect(gstr3b.slice(from, from + 3).map((e) => [e.period, e.due_date, e.status])).toEqual([
      ['2026-09', '2026-10-20', 'overdue'],
      ['2026-10', '2026-11-20', 'due_this_week'],
      ['2026-11', '2026-12-20', 'upcoming'],
    ]);
    expect(gstr3b.length).toBeGreaterThanOrEqual(12);
    expect(gstr3b[from + 1]!.file_now).toBe(`/proceed/gst-return-filing-monthly?company=${id}&period=2026-10`);
    expect(gstr3b[from + 1]!.legal_basis).toContain('Section 39(1) of the CGST Act');
    // A company's filings only: AOC-4 and MGT-7 (AGM on 30 September).
    expect(company!.entries.find((e) => e.rule_code === 'mgt-7')).toMatchObject({ period: '2025-26', due_date: '2026-11-29' });
  });

  it('a company without its GST filing frequency is told "Tell us your GST filing frequency", not left without GST dates', async () => {
    holdClock([t.app], NOV_17);
    const u = await signedInUser(t.app);
    await storedCompany(t.app, u, { gst_no: '29AAFCK1234K1Z5' });
    const [, company] = (await calendarOf(u.bearer)).subjects;
    expect(company!.entries.some((e) => e.filing.startsWith('GSTR'))).toBe(false);
    expect(company!.missing).toContainEqual(
      expect.objectContaining({ field: 'gst_frequency', message: 'Tell us your GST filing frequency' }),
    );
    // An LLP in the form without a turnover band: its income tax return depends on the audit.
    expect(company!.missing.find((m) => m.field === 'turnover_band')?.filings).toContain('Income tax return');
  });

  it('a completed order for the filing’s service, company and period is "Filed with us"', async () => {
    holdClock([t.app], NOV_17);
    const u = await signedInUser(t.app);
    const id = await storedCompany(t.app, u, { ...monthlyGst, company_type: 'Private Limited Company' });
    const [, before] = (await calendarOf(u.bearer)).subjects;
    const entry = before!.entries.find((e) => e.rule_code === 'gstr-3b-monthly' && e.period === '2026-10')!;
    const serviceId = (await t.app.services.catalog.listCategories())
      .flatMap((c) => c.services)
      .find((s) => s.slug === 'gst-return-filing-monthly')!.id;
    const order = await paidOrder(t.app, u, { service_id: serviceId, company_id: id, period: '2026-10', payment_type: 'full' });
    const staff = await signedInUser(t.app, { role: 'staff' });
    const done = await send('POST', `/api/v1/admin/requests/${order.data.service_request_id}/stage`, staff.bearer, {
      stage: 'completed',
    });
    expect(done.statusCode, done.body).toBe(200);
    const [, after] = (await calendarOf(u.bearer)).subjects;
    const filed = after!.entries.filter((e) => e.uid.startsWith('gstr-3b-monthly.') && e.period === '2026-10');
    expect(filed.map((e) => [e.uid, e.status, e.file_now])).toEqual([[entry.uid, 'filed', null]]);
    // The service files the month's GSTR-1 too (past and filed: off the list); November's is still to come.
    expect(after!.entries.find((e) => e.rule_code === 'gstr-1-monthly' && e.period === '2026-10')).toBeUndefined();
    expect(after!.entries.find((e) => e.rule_code === 'gstr-1-monthly' && e.period === '2026-11')!.status).toBe('upcoming');
  });

  it('mutes a filing for one company only; another customer’s company is 404', async () => {
    holdClock([t.app], NOV_17);
    const u = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const id = await storedCompany(t.app, u, monthlyGst);
    const muted = await send('POST', '/api/v1/user/calendar/mute', u.bearer, { subject: `c${id}`, rule_code: 'pf', muted: true });
    expect(muted.json()).toEqual({ success: true, message: 'You will not be reminded of this filing.' });
    const [person, company] = (await calendarOf(u.bearer)).subjects;
    expect(company!.entries.filter((e) => e.rule_code === 'pf').every((e) => e.muted)).toBe(true);
    expect(person!.entries.every((e) => !e.muted)).toBe(true);
    const theirs = await send('POST', '/api/v1/user/calendar/mute', other.bearer, {
      subject: `c${id}`,
      rule_code: 'esi',
      muted: true,
    });
    expect(theirs.statusCode).toBe(404);
    const person2 = await send('POST', '/api/v1/user/calendar/mute', other.bearer, {
      subject: `u${u.user.id}`,
      rule_code: 'esi',
      muted: true,
    });
    expect(person2.statusCode).toBe(404);
    expect((await get('/api/v1/user/calendar')).statusCode).toBe(401);
  });
});

describe('the company form’s calendar fields', () => {
  it('are optional, checked against their lists, and kept when an older client saves without them', async () => {
    const u = await signedInUser(t.app);
    const store = (payload: Record<string, unknown>) =>
      send('POST', '/api/v1/user/companies/store', u.bearer, { ...companyForm(), ...payload });
    const bad = await store({ gst_filing_frequency: 'weekly', turnover_band: 'huge' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      gst_filing_frequency: ['Please choose a GST filing frequency from the list'],
      turnover_band: ['Please choose a turnover band from the list'],
    });
    const made = await store({ gst_filing_frequency: 'quarterly', turnover_band: '' });
    expect(made.json().company).toMatchObject({ gst_filing_frequency: 'quarterly', turnover_band: null });
    const id = made.json().company.id;
    const renamed = await store({ id, name: 'Renamed Foods LLP' });
    expect(renamed.json().company).toMatchObject({ name: 'Renamed Foods LLP', gst_filing_frequency: 'quarterly' });
  });
});

describe('rules in the back office', () => {
  it('staff change a rule (31st: February falls back to the 28th, stated) and it applies at once; customers cannot', async () => {
    holdClock([t.app], new Date('2027-01-10T06:30:00Z'));
    const staff = await signedInUser(t.app, { role: 'staff' });
    const u = await signedInUser(t.app);
    await storedCompany(t.app, u, monthlyGst);
    const list = await get('/api/v1/admin/calendar/rules', staff.bearer);
    expect(list.statusCode).toBe(200);
    const rule = list.json().rules.find((r: { code: string }) => r.code === 'gstr-3b-monthly');
    expect(rule.legal_basis).toContain('rule 61');
    const { id, code: _code, warnings: _w, ...fields } = rule;
    expect((await send('PUT', `/api/v1/admin/calendar/rules/${id}`, u.bearer, fields)).statusCode).toBe(403);
    const saved = await send('PUT', `/api/v1/admin/calendar/rules/${id}`, staff.bearer, {
      ...fields,
      schedule: { ...fields.schedule, due_day: 31 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rule.version).toBe(rule.version + 1);
    expect(saved.json().rule.warnings[0]).toContain('31 February does not exist');
    // A save over an old version is refused (someone else changed it).
    const stale = await send('PUT', `/api/v1/admin/calendar/rules/${id}`, staff.bearer, fields);
    expect(stale.statusCode).toBe(409);
    try {
      const [, company] = (await calendarOf(u.bearer)).subjects;
      const jan = company!.entries.find((e) => e.rule_code === 'gstr-3b-monthly' && e.period === '2027-01')!;
      expect(jan.due_date).toBe('2027-02-28');
      expect(jan.date_note).toContain('due on the month’s last day, 28 February 2027');
      // A day out of range is refused with the field's message.
      const bad = await send('PUT', `/api/v1/admin/calendar/rules/${id}`, staff.bearer, {
        ...fields,
        version: rule.version + 1,
        schedule: { ...fields.schedule, due_day: 32 },
      });
      expect(bad.statusCode).toBe(422);
      expect(JSON.stringify(bad.json().errors)).toContain('Enter the due day (1 to 31).');
    } finally {
      await send('PUT', `/api/v1/admin/calendar/rules/${id}`, staff.bearer, { ...fields, version: rule.version + 1 });
    }
  });
  it('staff add a rule for a service on sale, audited; a taken code, an unknown service and instalments without dates are refused', async () => {
    holdClock([t.app], NOV_17);
    const staff = await signedInUser(t.app, { role: 'staff' });
    const u = await signedInUser(t.app);
    const id = await storedCompany(t.app, u, { ...monthlyGst, company_type: 'Private Limited Company' });
    const code = `kar-shops-${Date.now().toString(36)}`;
    const body = {
      code,
      filing: 'Karnataka monthly return',
      applies_to: ['company'],
      gst_frequencies: ['monthly'],
      turnover_bands: [],
      states: [],
      recurrence: 'monthly',
      schedule: { due_day: 25, month_offset: 1 },
      service_slug: 'gst-return-filing-monthly',
      note: 'Renew before the year ends.',
      legal_basis: 'Karnataka Shops and Commercial Establishments Act, 1961',
      active: true,
    };
    expect((await send('POST', '/api/v1/admin/calendar/rules', u.bearer, body)).statusCode).toBe(403);
    const unknown = await send('POST', '/api/v1/admin/calendar/rules', staff.bearer, {
      ...body,
      service_slug: 'no-such-service',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.service_slug).toEqual(['Choose a service that is on sale, or leave it empty.']);
    const noDates = await send('POST', '/api/v1/admin/calendar/rules', staff.bearer, { ...body, recurrence: 'instalments' });
    expect(noDates.statusCode).toBe(422);
    expect(JSON.stringify(noDates.json().errors)).toContain('Add the instalments’ dates');

    const created = await send('POST', '/api/v1/admin/calendar/rules', staff.bearer, body);
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json().rule;
    expect(rule).toMatchObject({ code, version: 1, service_slug: 'gst-return-filing-monthly' });
    expect((await send('POST', '/api/v1/admin/calendar/rules', staff.bearer, body)).statusCode).toBe(409);
    try {
      // It is in the company's calendar at once, with File now for its service.
      const [, company] = (await calendarOf(u.bearer)).subjects;
      const entry = company!.entries.find((e) => e.rule_code === code && e.period === '2026-10')!;
      expect(entry.due_date).toBe('2026-11-25');
      expect(entry.file_now).toBe(`/proceed/gst-return-filing-monthly?company=${id}&period=2026-10`);
      // A change of who it applies to: no longer the company's.
      const { id: ruleId, code: _c, warnings: _w, ...fields } = rule;
      const changed = await send('PUT', `/api/v1/admin/calendar/rules/${ruleId}`, staff.bearer, {
        ...fields,
        applies_to: ['llp'],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const [, after] = (await calendarOf(u.bearer)).subjects;
      expect(after!.entries.some((e) => e.rule_code === code)).toBe(false);
      // Both changes are in the audit log, by the staff member, with before and after.
      const audit = await t.app.services.database.db.execute(
        sql`select action, actor_id, before, after from audit_log where entity_type = 'calendar-rule' and entity_id = ${String(ruleId)} order by id`,
      );
      const rows = (
        audit as unknown as { rows: { action: string; actor_id: number; before: unknown; after: { applies_to: string[] } }[] }
      ).rows;
      expect(rows.map((r) => [r.action, r.actor_id])).toEqual([
        ['calendar-rule.create', staff.user.id],
        ['calendar-rule.update', staff.user.id],
      ]);
      expect(rows[0]!.before).toBeNull();
      expect(rows[1]!.after.applies_to).toEqual(['llp']);
    } finally {
      await t.app.services.database.db.execute(sql`delete from calendar_rules where code = ${code}`);
    }
  });
});

describe('iCalendar', () => {
  it('a private address: parsed with ical.js, Asia/Kolkata, stable ids; an extension updates the event; revoked is 404', async () => {
    holdClock([t.app], NOV_17);
    const u = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const id = await storedCompany(t.app, u, { ...monthlyGst, name: 'Kaveri, Agro; Foods "LLP"' });
    const issued = await send('POST', '/api/v1/user/calendar/feed', u.bearer);
    expect(issued.statusCode).toBe(200);
    const url = new URL(issued.json().url);
    expect(url.pathname).toMatch(/^\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect((await calendarOf(u.bearer)).feed_active).toBe(true);

    const fetchFeed = async (path: string) => {
      const res = await get(path);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/calendar');
      const comp = new ICAL.Component(ICAL.parse(res.body));
      return { comp, raw: res.body };
    };
    const first = await fetchFeed(url.pathname);
    expect(first.comp.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    expect(first.comp.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    const events = first.comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const oct = events.find((e) => e.uid.startsWith(`gstr-3b-monthly.c${id}.2026-10@`))!;
    expect(oct.summary).toBe('GSTR-3B: Kaveri, Agro; Foods "LLP"');
    expect(oct.startDate.toString()).toBe('2026-11-20');
    expect(oct.startDate.isDate).toBe(true);
    expect(oct.description).toContain('Legal basis: Section 39(1) of the CGST Act');
    // Every line within 75 octets (RFC 5545 folding), CRLF endings.
    expect(first.raw.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);

    // A government extension for October moves the event, under the same id, with a higher SEQUENCE.
    const staff = await signedInUser(t.app, { role: 'staff' });
    const rule = (await get('/api/v1/admin/calendar/rules', staff.bearer))
      .json()
      .rules.find((r: { code: string }) => r.code === 'gstr-3b-monthly');
    const { id: ruleId, code: _c, warnings: _w, ...fields } = rule;
    const ext = await send('PUT', `/api/v1/admin/calendar/rules/${ruleId}`, staff.bearer, {
      ...fields,
      schedule: { ...fields.schedule, extensions: { '2026-10': '2026-11-25' } },
    });
    expect(ext.statusCode, ext.body).toBe(200);
    try {
      const second = await fetchFeed(url.pathname);
      const moved = second.comp
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v))
        .find((e) => e.uid === oct.uid)!;
      expect(moved.startDate.toString()).toBe('2026-11-25');
      expect(moved.sequence).toBeGreaterThan(oct.sequence);
    } finally {
      await send('PUT', `/api/v1/admin/calendar/rules/${ruleId}`, staff.bearer, { ...fields, version: rule.version + 1 });
    }

    // The one-time download needs the session; the feed never answers to one.
    const download = await get('/api/v1/user/calendar.ics', u.bearer);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(new ICAL.Component(ICAL.parse(download.body)).getAllSubcomponents('vevent').length).toBe(events.length);
    expect((await get('/api/v1/user/calendar.ics')).statusCode).toBe(401);

    // Re-issued: the old address is 404; another customer's address gives only their own calendar.
    const reissued = new URL((await send('POST', '/api/v1/user/calendar/feed', u.bearer)).json().url);
    const old = await get(url.pathname);
    expect(old.statusCode).toBe(404);
    expect(old.body).not.toContain('VCALENDAR');
    expect(old.body).not.toContain('Kaveri');
    const theirs = new URL((await send('POST', '/api/v1/user/calendar/feed', other.bearer)).json().url);
    expect((await get(theirs.pathname, u.bearer)).body).not.toContain('Kaveri');
    expect((await get(url.pathname, other.bearer)).statusCode).toBe(404);

    // Revoked: 404 with nothing of the calendar in it, like an unknown or malformed token.
    expect((await send('DELETE', '/api/v1/user/calendar/feed', u.bearer)).json().message).toBe(
      'The subscription address was revoked.',
    );
    for (const path of [reissued.pathname, '/api/v1/calendar/feed/abc', '/api/v1/calendar/feed/x'.padEnd(80, 'y') + '.ics']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Not found.' });
    }
    expect((await calendarOf(u.bearer)).feed_active).toBe(false);
  });
});

describe('reminders', () => {
  it('7, 3 and 1 days before an unfiled due date, once each however often the sweep runs; a muted filing is not reminded', async () => {
    const u = await signedInUser(t.app);
    const id = await storedCompany(t.app, u, monthlyGst);
    await send('POST', '/api/v1/user/calendar/mute', u.bearer, {
      subject: `c${id}`,
      rule_code: 'pt-karnataka-employer',
      muted: true,
    });
    const move = holdClock([t.app], new Date('2026-11-13T00:00:00Z'));
    const events = async () => {
      const due = await t.app.services.calendar.reminders(t.app.services.clock.now());
      return due.filter((e) => e.userId === u.user.id);
    };
    // 13 November: GSTR-3B (20 Nov) is 7 days away; the muted professional tax (20 Nov) is not reminded.
    let mine = await events();
    expect(mine.filter((e) => e.event === 'calendar_reminder').map((e) => [e.vars.filing, e.vars.days])).toEqual([
      ['GSTR-3B', '7'],
    ]);
    expect(mine[0]!.key).toBe(`calendar_reminder:gstr-3b-monthly.c${id}.2026-10:2026-11-20:7`);
    // The day's run is a chain of steps, a page of customers each, started by the hour's tick under
    // a key of the day. Run twice (two ticks, or two instances): the queue keeps one job per key.
    const runDay = async () => {
      const now = t.app.services.clock.now();
      let step = await t.app.services.calendar.reminderStep({}, now);
      expect(step).toEqual({
        events: [],
        next: { data: { day: '2026-11-13', after: 0 }, key: 'calendar-reminders:2026-11-13:0' },
      });
      let steps = 0;
      while (step.next && steps++ < 1000) {
        step = await t.app.services.calendar.reminderStep(step.next.data, now);
        await t.app.services.notifications.enqueue(step.events);
      }
      expect(step.next).toBeUndefined();
    };
    await runDay();
    await runDay();
    // The hourly sweep of the other reminders no longer reads every customer's calendar.
    await t.app.services.notifications.runReminders();
    // A step of yesterday's chain, retried late, stops: today's chain has started.
    expect(await t.app.services.calendar.reminderStep({ day: '2026-11-12', after: 0 }, t.app.services.clock.now())).toEqual({
      events: [],
    });
    const jobs = await t.app.services.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'notifications' and data->>'event' = 'calendar_reminder' and (data->>'userId')::int = ${u.user.id}`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    move(new Date('2026-11-17T00:00:00Z'));
    mine = await events();
    expect(mine.filter((e) => e.event === 'calendar_reminder').map((e) => [e.vars.filing, e.vars.days])).toEqual([
      ['GSTR-3B', '3'],
    ]);
    // 1 December: the month's digest, by e-mail only.
    move(new Date('2026-11-30T20:00:00Z'));
    const digest = (await events()).find((e) => e.event === 'calendar_digest')!;
    expect(digest).toMatchObject({ to: { mobile: null }, key: `calendar_digest:${u.user.id}:2026-12` });
    expect(digest.vars.items).toEqual(expect.arrayContaining([expect.stringContaining('GSTR-3B')]));
  });
});
