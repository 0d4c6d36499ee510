import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTICE_CATEGORIES } from '@anupalan/shared';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { dueDates, notices, testimonials } from '../../db/schema.ts';
import { dueDates as seededDueDates, notices as seededNotices, testimonials as seededTestimonials } from '../../db/seed/home.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const getContent = () => t.app.inject({ method: 'GET', url: '/api/v1/home/content' });

describe('GET /api/v1/home/content', () => {
  it('answers the seeded notices, due dates and testimonials from the database', async () => {
    const res = await getContent();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.notices).toHaveLength(seededNotices.length);
    expect(body.due_dates).toHaveLength(seededDueDates.length);
    expect(body.testimonials).toHaveLength(seededTestimonials.length);

    expect(body.notices[0]).toEqual({
      id: expect.any(Number),
      text: expect.any(String),
      category: expect.any(String),
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(body.due_dates[0]).toEqual({
      id: expect.any(Number),
      text: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      category: expect.any(String),
    });
    const first = seededTestimonials[0]!;
    expect(body.testimonials[0]).toEqual({
      id: expect.any(Number),
      title: first.title,
      review: first.review,
      name: first.name,
      company: first.company,
      rating: first.rating,
      avatar: first.initials,
      colour: first.colour,
    });
    for (const item of [...body.notices, ...body.due_dates]) expect(NOTICE_CATEGORIES).toContain(item.category);
  });

  it('lists notices newest first and due dates earliest first', async () => {
    const body = (await getContent()).json();
    const published = body.notices.map((n: { timestamp: string }) => n.timestamp);
    expect(published).toEqual([...published].sort().reverse());
    const due = body.due_dates.map((d: { date: string }) => d.date);
    expect(due).toEqual([...due].sort());
  });

  it('serves what staff change in the tables: a new notice shows, a deactivated one does not', async () => {
    const db = t.database.db;
    const [added] = await db
      .insert(notices)
      .values({ text: 'GSTR-1 for a test month is due soon.', category: 'GST', publishedOn: '2099-01-01' })
      .returning();
    const [hiddenDue] = await db.select().from(dueDates).limit(1);
    await db.update(dueDates).set({ active: false }).where(eq(dueDates.id, hiddenDue!.id));
    const [hiddenTestimonial] = await db.select().from(testimonials).limit(1);
    await db.update(testimonials).set({ active: false }).where(eq(testimonials.id, hiddenTestimonial!.id));
    // As the back office does after a change (other instances hear it through LISTEN/NOTIFY).
    await t.app.services.contentVersion.bump();

    const body = (await getContent()).json();
    expect(body.notices[0]).toEqual({
      id: added!.id,
      text: 'GSTR-1 for a test month is due soon.',
      category: 'GST',
      timestamp: '2099-01-01',
    });
    expect(body.due_dates.map((d: { id: number }) => d.id)).not.toContain(hiddenDue!.id);
    expect(body.testimonials.map((x: { id: number }) => x.id)).not.toContain(hiddenTestimonial!.id);
    expect(body.testimonials).toHaveLength(seededTestimonials.length - 1);
  });

  it('is the same data loaders read in-process', async () => {
    const inProcess = await t.app.services.publicContent.getHomeContent();
    const { success, ...overHttp } = (await getContent()).json();
    expect(success).toBe(true);
    expect(overHttp).toEqual(inProcess);
  });
});
