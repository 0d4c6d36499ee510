import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { CATALOG_ADMIN_MESSAGES as M, REGISTRATION_MESSAGES, type SessionUser } from '@anupalan/shared';
import { useTestApp } from '../helpers/app.ts';
import { signedInUser } from '../helpers/auth.ts';
import { uniqueIp } from '../helpers/identity.ts';
import {
  auditLog,
  blogs,
  coupons,
  faqs,
  menus,
  mobileVerifications,
  notices,
  otpCodes,
  services,
  testimonials,
  users,
} from '../../apps/server/src/db/schema.ts';

/**
 * The routes that took "any object" and left the judging to their service (issue 25) now judge
 * their body with its shared contract: a wrong type answers 422 naming the field, and nothing is
 * written (no row, no audit entry). The `/admin` pages' in-process door judges the same input with
 * the same contract, so both doors answer the same field errors.
 */
const t = useTestApp();
let staff: Awaited<ReturnType<typeof signedInUser>>;
let menuId: number;
beforeAll(async () => {
  staff = await signedInUser(t.app, { role: 'staff', name: 'Contract Staff' });
  const [m] = await t.database.db.select().from(menus).limit(1);
  menuId = m!.id;
});

const call = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

/** Rows in each table that a refused write must leave alone. */
async function counts() {
  const db = t.database.db;
  const n = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    audit: await n(auditLog),
    menus: await n(menus),
    services: await n(services),
    faqs: await n(faqs),
    blogs: await n(blogs),
    notices: await n(notices),
    testimonials: await n(testimonials),
  };
}

/** The answer's field errors, after checking it is the body's 422. */
function fieldErrors(res: { statusCode: number; body: string; json(): unknown }): Record<string, string[]> {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { success: boolean; code: string; errors?: Record<string, string[]> };
  expect(body).toMatchObject({ success: false, code: 'VALIDATION' });
  return body.errors ?? {};
}

describe('catalogue and content: wrong types are refused by the route contract, nothing written', () => {
  it('categories, services, FAQs, orders and articles', async () => {
    const before = await counts();
    const cat = fieldErrors(await call('POST', '/api/v1/admin/catalog/categories', staff.bearer, { name: 42, slug: 'ok-slug' }));
    expect(cat.name).toEqual([M.nameRequired]);
    const svc = fieldErrors(
      await call('POST', '/api/v1/admin/catalog/services', staff.bearer, {
        categoryId: menuId,
        name: 'Contract Service',
        slug: 'contract-service',
        price: 'a lot',
        type: 'both',
        sacCode: '998231',
        documents: 'PAN card',
      }),
    );
    expect(svc.price).toEqual([M.priceInvalid]);
    expect(Object.keys(svc)).toContain('documents');
    const faq = fieldErrors(
      await call('POST', `/api/v1/admin/catalog/categories/${menuId}/faqs`, staff.bearer, {
        questionHtml: ['?'],
        answerHtml: '',
      }),
    );
    expect(Object.keys(faq).sort()).toEqual(['answerHtml', 'questionHtml']);
    const order = fieldErrors(await call('PUT', '/api/v1/admin/catalog/categories/order', staff.bearer, { ids: 'all' }));
    expect(Object.keys(order)).toEqual(['ids']);
    const blog = fieldErrors(
      await call('POST', '/api/v1/admin/content/blogs', staff.bearer, {
        title: 'Contract article',
        slug: 'contract-article',
        category: 'GST',
        publishedOn: 20260101,
      }),
    );
    expect(blog.publishedOn).toEqual([M.dateInvalid]);
    const [row] = await t.database.db.select().from(menus).where(eq(menus.id, menuId));
    const edit = fieldErrors(
      await call('PUT', `/api/v1/admin/catalog/categories/${menuId}`, staff.bearer, {
        name: row!.name,
        slug: row!.slug,
        version: 'latest',
      }),
    );
    expect(Object.keys(edit)).toEqual(['version']);
    expect(await counts()).toEqual(before);
  });

  it('home notices, testimonials and the cards order, one contract per kind', async () => {
    const before = await counts();
    const rating = fieldErrors(
      await call('POST', '/api/v1/admin/content/home/testimonials', staff.bearer, {
        title: 'Great',
        review: 'Filed on time',
        name: 'Meera',
        rating: 'five',
      }),
    );
    expect(rating.rating).toEqual([M.ratingInvalid]);
    // A notice's fields sent to the testimonials' route are judged as a testimonial.
    const kind = fieldErrors(
      await call('POST', '/api/v1/admin/content/home/testimonials', staff.bearer, {
        text: 'Office closed',
        category: 'General',
        publishedOn: '2026-01-01',
      }),
    );
    expect(kind.title).toEqual([M.titleRequired]);
    const [notice] = await t.database.db.select().from(notices).limit(1);
    const day = fieldErrors(
      await call('PUT', `/api/v1/admin/content/home/notices/${notice!.id}`, staff.bearer, {
        text: notice!.text,
        category: notice!.category,
        publishedOn: { day: 1 },
      }),
    );
    expect(day.publishedOn).toEqual([M.dateInvalid]);
    const order = fieldErrors(
      await call('PUT', '/api/v1/admin/content/home/home-cards/order/individuals', staff.bearer, { ids: [-1] }),
    );
    expect(Object.keys(order)).toEqual(['ids.0']);
    expect(await counts()).toEqual(before);
    const [after] = await t.database.db.select().from(notices).where(eq(notices.id, notice!.id));
    expect(after).toEqual(notice);
  });

  it('the /admin pages’ in-process door answers the same field errors, role first', async () => {
    const actor = staff.user as unknown as SessionUser;
    const bad = { name: 42, slug: 'ok-slug' };
    const viaRoute = fieldErrors(await call('POST', '/api/v1/admin/catalog/categories', staff.bearer, bad));
    const door = t.app.services.catalogAdmin;
    await expect(door.catalog.createCategory(actor, bad)).rejects.toMatchObject({ code: 'VALIDATION', errors: viaRoute });
    const card = { audience: 'pets', title: 'x', text: 'y', link: '/gst', icon: 'x' };
    const cardRoute = fieldErrors(await call('POST', '/api/v1/admin/content/home/home-cards', staff.bearer, card));
    await expect(door.home.create(actor, 'home-cards', card)).rejects.toMatchObject({ code: 'VALIDATION', errors: cardRoute });
    // A customer is refused whatever they send (the role before the input).
    const customer = await signedInUser(t.app);
    await expect(door.catalog.createCategory(customer.user as unknown as SessionUser, bad)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(door.blogs.create(customer.user as unknown as SessionUser, { title: 1 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('profile and partner sign-up: the body contract judges the fields, nothing written', () => {
  it('POST /user/update: a wrong type names its field; another account’s user_id is still 403 first', async () => {
    const me = await signedInUser(t.app, { name: 'Contract Customer' });
    const other = await signedInUser(t.app);
    const wrong = fieldErrors(
      await call('POST', '/api/v1/user/update', me.bearer, {
        user_id: String(me.user.id),
        fullName: 'Renamed Person',
        dob: 19900101,
      }),
    );
    expect(Object.keys(wrong)).toEqual(['dob']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.name).toBe('Contract Customer');
    const foreign = await call('POST', '/api/v1/user/update', other.bearer, { user_id: String(me.user.id), dob: 1 });
    expect(foreign.statusCode).toBe(403);
    const contact = fieldErrors(await call('POST', '/api/v1/user/contact/otp', me.bearer, { channel: 'fax', value: 1 }));
    expect(Object.keys(contact)).toEqual(['channel']);
  });

  it('partner mobile codes: a number where text is expected', async () => {
    const ip = uniqueIp();
    const codes = Number((await t.database.db.select({ n: count() }).from(otpCodes))[0]!.n);
    const proofs = Number((await t.database.db.select({ n: count() }).from(mobileVerifications))[0]!.n);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reseller/custom_otp',
      headers: { 'x-forwarded-for': ip },
      payload: { mobile: { number: '9876500031' } },
    });
    expect(fieldErrors(send).mobile).toEqual([REGISTRATION_MESSAGES.mobileFirst]);
    expect(send.json().status).toBe('error');
    const verify = fieldErrors(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/service_provider/custom_otp/store',
        payload: { mobile: '9876500031', custom_otp: 123456 },
      }),
    );
    expect(verify.custom_otp).toEqual([REGISTRATION_MESSAGES.otpInvalid]);
    expect(Number((await t.database.db.select({ n: count() }).from(otpCodes))[0]!.n)).toBe(codes);
    expect(Number((await t.database.db.select({ n: count() }).from(mobileVerifications))[0]!.n)).toBe(proofs);
  });
});

describe('routes that read no body declare so', () => {
  it('expiring a coupon with a list for a body is refused and the coupon stays as it was', async () => {
    const [coupon] = await t.database.db.select().from(coupons).limit(1);
    const res = await call('POST', `/api/v1/admin/coupons/${coupon!.id}/expire`, staff.bearer, [coupon!.id]);
    expect(Object.keys(fieldErrors(res))).toEqual(['body']);
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(after).toEqual(coupon);
  });
});
