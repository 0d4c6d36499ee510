import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { auditLog, blogs, menus, serviceDocuments, serviceRequests, services, storagePending } from '../../db/schema.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let menuId: number;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await signedInUser(t.app, { role: 'staff', name: 'Asha Staff' });
  other = await signedInUser(t.app, { role: 'admin', name: 'Ravi Admin' });
  const [m] = await t.database.db.select().from(menus).limit(1);
  menuId = m!.id;
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

let seq = 0;
/** A fresh service made through the API, with one file and one text document. */
async function newService(over: Record<string, unknown> = {}) {
  seq += 1;
  const slug = `admin-test-service-${process.pid}-${seq}`;
  const res = await call('POST', '/api/v1/admin/catalog/services', staff.bearer, {
    categoryId: menuId,
    name: `Admin Test Service ${seq}`,
    slug,
    descriptionHtml: '<p>What we do.</p>',
    price: '1499',
    governmentFee: '',
    type: 'both',
    sacCode: '998231',
    documents: [
      { name: 'PAN card', mandatory: true, kind: 'Document' },
      { name: 'Business name', mandatory: true, kind: 'Text' },
    ],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().service as {
    id: number;
    slug: string;
    version: number;
    pricePaise: number;
    documents: { id: number; name: string; mandatory: boolean; kind: string }[];
  };
}
function body(s: Awaited<ReturnType<typeof newService>>, over: Record<string, unknown> = {}) {
  return {
    categoryId: menuId,
    name: `Renamed ${s.slug}`,
    slug: s.slug,
    descriptionHtml: '<p>Updated.</p>',
    price: String(s.pricePaise / 100),
    type: 'both',
    sacCode: '998231',
    version: s.version,
    documents: s.documents.map((d) => ({ id: d.id, name: d.name, mandatory: d.mandatory, kind: d.kind })),
    ...over,
  };
}
const audits = (entityType: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('back office: services', () => {
  it('a price change shows in the public service API and category at once, audited with before and after', async () => {
    const s = await newService();
    const before = await call('GET', `/api/v1/service/${s.id}`, {});
    expect(before.json().services.price_paise).toBe(149_900);
    const saved = await call('PUT', `/api/v1/admin/catalog/services/${s.id}`, staff.bearer, body(s, { price: '2,099.50' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().service).toMatchObject({ pricePaise: 209_950, version: s.version + 1 });
    const after = await call('GET', `/api/v1/service/${s.id}`, {});
    expect(after.json().services.price_paise).toBe(209_950);
    const menu = await call('GET', `/api/v1/menu/${menuId}`, {});
    expect(JSON.stringify(menu.json())).toContain('"price_paise":209950');
    const trail = await audits('service', s.id);
    expect(trail.map((a) => a.action)).toEqual(['service.create', 'service.update']);
    expect(trail[1]).toMatchObject({
      actorId: staff.user.id,
      actorName: 'Asha Staff',
      before: { pricePaise: 149_900 },
      after: { pricePaise: 209_950 },
    });
  });

  it('staff make a service recur every quarter: the public service says so; an unknown recurrence is 422', async () => {
    const s = await newService();
    expect((await call('GET', `/api/v1/service/${s.id}`, {})).json().services.recurrence).toBe('none');
    const saved = await call('PUT', `/api/v1/admin/catalog/services/${s.id}`, staff.bearer, body(s, { recurrence: 'quarterly' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().service).toMatchObject({ recurrence: 'quarterly' });
    expect((await call('GET', `/api/v1/service/${s.id}`, {})).json().services.recurrence).toBe('quarterly');
    const bad = await call(
      'PUT',
      `/api/v1/admin/catalog/services/${s.id}`,
      staff.bearer,
      body(s, { recurrence: 'weekly', version: s.version + 1 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.recurrence).toHaveLength(1);
  });

  it('refuses a negative, a non-numeric and an over-precise price (422 on the field); nothing changes', async () => {
    const s = await newService();
    for (const price of ['-5', 'abc', '12.345', '', -1]) {
      const res = await call('PUT', `/api/v1/admin/catalog/services/${s.id}`, staff.bearer, body(s, { price }));
      expect(res.statusCode, String(price)).toBe(422);
      expect(res.json().errors.price, String(price)).toHaveLength(1);
    }
    const neg = await call('PUT', `/api/v1/admin/catalog/services/${s.id}`, staff.bearer, body(s, { price: '-5' }));
    expect(neg.json().errors.price).toEqual(['The amount cannot be negative']);
    const nan = await call('POST', '/api/v1/admin/catalog/services', staff.bearer, {
      ...body(s, { price: 'abc', slug: 'x-nan' }),
    });
    expect(nan.json().errors.price).toEqual(['Enter an amount in rupees, like 1499 or 1499.50']);
    const fee = await call('PUT', `/api/v1/admin/catalog/services/${s.id}`, staff.bearer, body(s, { governmentFee: '-1' }));
    expect(fee.statusCode).toBe(422);
    expect(fee.json().errors.governmentFee).toEqual(['The amount cannot be negative']);
    const [row] = await t.database.db.select().from(services).where(eq(services.id, s.id));
    expect(row).toMatchObject({ pricePaise: 149_900, version: s.version });
    expect((await audits('service', s.id)).length).toBe(1);
  });

  it('a duplicate slug is 409 naming the field, on create and on save', async () => {
    const a = await newService();
    const b = await newService();
    const create = await call('POST', '/api/v1/admin/catalog/services', staff.bearer, { ...body(a), name: 'Copy' });
    expect(create.statusCode).toBe(409);
    expect(create.json().errors).toEqual({ slug: ['This slug is already used by another service.'] });
    const save = await call('PUT', `/api/v1/admin/catalog/services/${b.id}`, staff.bearer, body(b, { slug: a.slug }));
    expect(save.statusCode).toBe(409);
    expect(save.json().errors).toEqual({ slug: ['This slug is already used by another service.'] });
    const [row] = await t.database.db.select().from(services).where(eq(services.id, b.id));
    expect(row!.slug).toBe(b.slug);
    const bad = await call('PUT', `/api/v1/admin/catalog/services/${b.id}`, staff.bearer, body(b, { slug: 'Not A Slug' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.slug).toEqual(['Use lower-case letters, digits and single hyphens']);
  });

  it('a new slug sent twice at once is created once: the other save is 409 on the slug, and nothing else of it is written', async () => {
    const a = await newService();
    seq += 1;
    const slug = `admin-test-race-${process.pid}-${seq}`;
    const fresh = (name: string) => ({
      ...body(a, { slug, documents: [{ name: 'PAN card', mandatory: true, kind: 'Document' }] }),
      name,
    });
    const [r1, r2] = await Promise.all([
      call('POST', '/api/v1/admin/catalog/services', staff.bearer, fresh('Race one')),
      call('POST', '/api/v1/admin/catalog/services', other.bearer, fresh('Race two')),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
    const lost = r1.statusCode === 409 ? r1 : r2;
    expect(lost.json().errors).toEqual({ slug: ['This slug is already used by another service.'] });
    const rows = await t.database.db.select().from(services).where(eq(services.slug, slug));
    expect(rows).toHaveLength(1);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service.create'), eq(auditLog.entityId, String(rows[0]!.id))));
    expect(audited).toHaveLength(1);
    // The slug as typed with spaces around it is the same slug (the shared rule trims it).
    const padded = await call('POST', '/api/v1/admin/catalog/services', staff.bearer, { ...fresh('Padded'), slug: `  ${slug} ` });
    expect(padded.statusCode).toBe(409);
    expect(padded.json().errors).toEqual({ slug: ['This slug is already used by another service.'] });
  });

  it('two staff saving the same service at once: one is saved, the other is told 409 and nothing of it is lost silently', async () => {
    const s = await newService();
    const [r1, r2] = await Promise.all([
      call('PUT', `/api/v1/admin/catalog/services/${s.id}`, staff.bearer, body(s, { price: '1600' })),
      call('PUT', `/api/v1/admin/catalog/services/${s.id}`, other.bearer, body(s, { price: '1700' })),
    ]);
    const codes = [r1.statusCode, r2.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = r1.statusCode === 409 ? r1 : r2;
    const winner = r1.statusCode === 200 ? r1 : r2;
    expect(loser.json().message).toContain('changed by someone else');
    const [row] = await t.database.db.select().from(services).where(eq(services.id, s.id));
    expect(row!.pricePaise).toBe(winner.json().service.pricePaise);
    expect(row!.version).toBe(s.version + 1);
    // A save over the old version later is refused too.
    const late = await call('PUT', `/api/v1/admin/catalog/services/${s.id}`, staff.bearer, body(s, { price: '1800' }));
    expect(late.statusCode).toBe(409);
    expect((await audits('service', s.id)).map((a) => a.action)).toEqual(['service.create', 'service.update']);
  });

  it('a required document removed from a service is gone for new requests and kept for an open request', async () => {
    const s = await newService();
    const customer = await signedInUser(t.app);
    const [request] = await t.database.db
      .insert(serviceRequests)
      .values({
        userId: customer.user.id,
        serviceId: s.id,
        registrationType: 'individual',
        totalPaise: 149_900,
        paidPaise: 149_900,
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const keep = s.documents.filter((d) => d.kind === 'Text');
    const saved = await call(
      'PUT',
      `/api/v1/admin/catalog/services/${s.id}`,
      staff.bearer,
      body(s, { documents: [...keep, { name: 'GST certificate', mandatory: false, kind: 'Document' }] }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().service.documents.map((d: { name: string }) => d.name)).toEqual(['Business name', 'GST certificate']);
    const pub = await call('GET', `/api/v1/service/${s.id}`, {});
    expect(pub.json().services.required_documents.map((d: { document_name: string }) => d.document_name)).toEqual([
      'Business name',
      'GST certificate',
    ]);
    const list = await call('POST', '/api/v1/user/services/document/upload', customer.bearer, {
      user_id: customer.user.id,
      service_id: s.id,
      request_id: request!.id,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain('PAN card');
    const rows = await t.database.db.select().from(serviceDocuments).where(eq(serviceDocuments.serviceId, s.id));
    expect(rows.find((d) => d.name === 'PAN card')!.retiredAt).not.toBeNull();
    const trail = await audits('service', s.id);
    expect((trail[1]!.before as { documents: { name: string }[] }).documents.map((d) => d.name)).toContain('PAN card');
    expect((trail[1]!.after as { documents: { name: string }[] }).documents.map((d) => d.name)).not.toContain('PAN card');
  });

  it('stores rich text sanitised and plain fields as typed; refuses a document of another service', async () => {
    const s = await newService({
      name: '<img src=x onerror=alert(1)>Plain name',
      descriptionHtml: '<p onclick="alert(1)">Safe<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    const [row] = await t.database.db.select().from(services).where(eq(services.id, s.id));
    expect(row!.descriptionHtml).toBe('<p>Safe<a rel="noopener noreferrer">x</a></p>');
    expect(row!.name).toBe('<img src=x onerror=alert(1)>Plain name');
    const other = await newService();
    const res = await call(
      'PUT',
      `/api/v1/admin/catalog/services/${s.id}`,
      staff.bearer,
      body(s, { documents: [{ id: other.documents[0]!.id, name: 'Stolen', mandatory: true, kind: 'Document' }] }),
    );
    expect(res.statusCode).toBe(422);
    const [otherDoc] = await t.database.db.select().from(serviceDocuments).where(eq(serviceDocuments.id, other.documents[0]!.id));
    expect(otherDoc!.name).toBe('PAN card');
  });
});

describe('back office: categories, FAQs and order', () => {
  it('creates a category (409 on a taken slug), adds and orders FAQs and services, and the public API follows', async () => {
    const slug = `cat-${process.pid}`;
    const created = await call('POST', '/api/v1/admin/catalog/categories', staff.bearer, {
      name: 'Test Category',
      slug,
      overviewHtml: '<p>Overview<script>x</script></p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const cat = created.json().category;
    expect(cat.overviewHtml).toBe('<p>Overview</p>');
    const dup = await call('POST', '/api/v1/admin/catalog/categories', staff.bearer, { name: 'Again', slug });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ slug: ['This slug is already used by another category.'] });

    const f1 = await call('POST', `/api/v1/admin/catalog/categories/${cat.id}/faqs`, staff.bearer, {
      questionHtml: 'First?',
      answerHtml: '<p>One</p>',
    });
    const f2 = await call('POST', `/api/v1/admin/catalog/categories/${cat.id}/faqs`, staff.bearer, {
      questionHtml: 'Second?',
      answerHtml: '<p>Two</p>',
    });
    expect([f1.statusCode, f2.statusCode]).toEqual([201, 201]);
    const empty = await call('POST', `/api/v1/admin/catalog/categories/${cat.id}/faqs`, staff.bearer, {
      questionHtml: ' ',
      answerHtml: 'x',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.questionHtml).toEqual(['Please enter the question']);
    const order = [f2.json().faq.id, f1.json().faq.id];
    const bad = await call('PUT', `/api/v1/admin/catalog/categories/${cat.id}/faqs/order`, staff.bearer, { ids: [order[0]] });
    expect(bad.statusCode).toBe(422);
    const ok = await call('PUT', `/api/v1/admin/catalog/categories/${cat.id}/faqs/order`, staff.bearer, { ids: order });
    expect(ok.statusCode).toBe(200);
    const faqs = await call('GET', `/api/v1/faq/${cat.id}`, {});
    expect(JSON.stringify(faqs.json())).toMatch(/Second\?[\s\S]*First\?/);

    // Edited in place (issue 28): the storefront shows the new words at the same place; bad input is refused.
    const faqUrl = `/api/v1/admin/catalog/faqs/${f1.json().faq.id}`;
    const edited = await call('PUT', faqUrl, staff.bearer, {
      questionHtml: 'First, & edited?',
      answerHtml: '<p>One, edited</p><script>alert(1)</script>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().faq).toMatchObject({ questionHtml: 'First, &amp; edited?', answerHtml: '<p>One, edited</p>' });
    const afterEdit = JSON.stringify((await call('GET', `/api/v1/faq/${cat.id}`, {})).json());
    expect(afterEdit).toMatch(/Second\?[\s\S]*First, &amp; edited\?/);
    expect(afterEdit).not.toContain('>One<');
    const blank = await call('PUT', faqUrl, staff.bearer, { questionHtml: 'Still?', answerHtml: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.answerHtml).toEqual(['Please enter the answer']);
    expect(
      (await call('PUT', `/api/v1/admin/catalog/faqs/99999999`, staff.bearer, { questionHtml: 'Q?', answerHtml: 'A' }))
        .statusCode,
    ).toBe(404);

    const menusNow = await t.database.db.select({ id: menus.id }).from(menus).orderBy(menus.sortOrder, menus.id);
    const reversed = menusNow.map((m) => m.id).reverse();
    const ordered = await call('PUT', '/api/v1/admin/catalog/categories/order', staff.bearer, { ids: reversed });
    expect(ordered.statusCode).toBe(200);
    const pub = await call('GET', '/api/v1/web/menu', {});
    const ids = (pub.json().menus as { id: number }[]).map((m) => m.id);
    expect(ids).toEqual(reversed.filter((id) => ids.includes(id)));
    const stale = await call('PUT', `/api/v1/admin/catalog/categories/${cat.id}`, staff.bearer, {
      name: 'Test Category',
      slug,
      version: cat.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    const trail = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        sql`${auditLog.action} in ('category.create','faq.create','faq.reorder','category.reorder') and ${auditLog.actorId} = ${staff.user.id}`,
      );
    expect(trail.length).toBe(5);
  });
});

describe('back office: renaming a storefront category', () => {
  it('keeps its public address: the menu still links to /gst and a created category never takes it', async () => {
    const [gst] = await t.database.db.select().from(menus).where(eq(menus.categoryKey, 'gst'));
    const renamed = await call('PUT', `/api/v1/admin/catalog/categories/${gst!.id}`, staff.bearer, {
      name: 'Goods and Services Tax',
      slug: gst!.slug,
      overviewHtml: gst!.overviewHtml,
      version: gst!.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().category.publicPath).toBe('/gst');
    const pub = (await call('GET', '/api/v1/web/menu', {})).json().menus as { id: number; name: string; route: string }[];
    expect(pub.find((m) => m.id === gst!.id)).toMatchObject({ name: 'Goods and Services Tax', route: '/gst' });
    // A new category whose slug is a storefront key gets no storefront address of its own.
    const taken = await call('POST', '/api/v1/admin/catalog/categories', staff.bearer, {
      name: 'GST',
      slug: `gst-${process.pid}`,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().category.publicPath).toBe('/');
    const now = (await call('GET', '/api/v1/web/menu', {})).json().menus as { id: number; route: string }[];
    expect(now.filter((m) => m.route === '/gst').map((m) => m.id)).toEqual([gst!.id]);
    const back = await call('PUT', `/api/v1/admin/catalog/categories/${gst!.id}`, staff.bearer, {
      name: gst!.name,
      slug: gst!.slug,
      overviewHtml: gst!.overviewHtml,
      version: gst!.version + 1,
    });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('back office: articles and home page content', () => {
  it('a draft is not public; publishing shows it in the blog list; the body is sanitised; slugs are unique', async () => {
    const slug = `admin-article-${process.pid}`;
    const draft = await call('POST', '/api/v1/admin/content/blogs', staff.bearer, {
      title: 'GST changes <b>this</b> year',
      slug,
      category: 'GST',
      excerpt: 'What changed',
      bodyHtml: '<h2>Heading</h2><p>Body<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
      publishedOn: '2026-11-20',
      published: false,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const blog = draft.json().blog;
    expect(blog.bodyHtml).toBe('<h2>Heading</h2><p>Body</p>');
    const listed = () => call('GET', '/api/v1/our_stories', {}).then((r) => JSON.stringify(r.json()));
    expect(await listed()).not.toContain(slug);
    const published = await call('PUT', `/api/v1/admin/content/blogs/${blog.id}`, staff.bearer, {
      ...blog,
      bodyHtml: blog.bodyHtml,
      published: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await listed()).toContain(slug);
    const dup = await call('POST', '/api/v1/admin/content/blogs', staff.bearer, { ...blog, title: 'Another' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ slug: ['This slug is already used by another article.'] });
    const stale = await call('PUT', `/api/v1/admin/content/blogs/${blog.id}`, staff.bearer, { ...blog, published: false });
    expect(stale.statusCode).toBe(409);

    // A cover picture through the storage adapter, checked by its bytes.
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 1)]);
    const upload = (bytes: Buffer, filename: string) => {
      const boundary = '----anupalancover';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/content/blogs/${blog.id}/cover`,
        headers: { ...staff.bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const fake = await upload(Buffer.from('MZ not a picture at all'), 'cover.png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.image).toHaveLength(1);
    const cover = await upload(PNG, 'cover.png');
    expect(cover.statusCode, cover.body).toBe(200);
    const image = cover.json().blog.image as string;
    expect(image).toMatch(/^\/api\/v1\/blog-covers\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await listed()).toContain(image);

    const badDate = await call('POST', '/api/v1/admin/content/blogs', staff.bearer, {
      ...blog,
      slug: `${slug}-2`,
      publishedOn: 'soon',
    });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.publishedOn).toEqual(['Enter a date']);
  });

  it('adds, edits and deletes a notice, a due date and a testimonial; the home content follows; bad input is 422', async () => {
    const home = () => call('GET', '/api/v1/home/content', {}).then((r) => JSON.stringify(r.json()));
    const n = await call('POST', '/api/v1/admin/content/home/notices', staff.bearer, {
      text: 'Office closed on Diwali',
      category: 'General',
      publishedOn: '2026-11-01',
    });
    expect(n.statusCode, n.body).toBe(201);
    const d = await call('POST', '/api/v1/admin/content/home/due-dates', staff.bearer, {
      text: 'Test due date GSTR-3B for December',
      category: 'GST',
      dueOn: '2026-12-20',
    });
    expect(d.statusCode, d.body).toBe(201);
    const tm = await call('POST', '/api/v1/admin/content/home/testimonials', staff.bearer, {
      title: 'Quick filing',
      review: 'Filed in two days.',
      name: 'Nisha Verma',
      company: 'Verma Traders',
      rating: 5,
    });
    expect(tm.statusCode, tm.body).toBe(201);
    expect(await home()).toContain('Office closed on Diwali');
    expect(await home()).toContain('Test due date GSTR-3B for December');
    expect(await home()).toContain('Filed in two days.');
    const badRating = await call('POST', '/api/v1/admin/content/home/testimonials', staff.bearer, {
      title: 'x',
      review: 'y',
      name: 'z',
      rating: 9,
    });
    expect(badRating.statusCode).toBe(422);
    expect(badRating.json().errors.rating).toEqual(['The rating must be 1 to 5']);
    const off = await call('PUT', `/api/v1/admin/content/home/notices/${n.json().id}`, staff.bearer, {
      text: 'Office closed on Diwali',
      category: 'General',
      publishedOn: '2026-11-01',
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await home()).not.toContain('Office closed on Diwali');
    const del = await call('DELETE', `/api/v1/admin/content/home/due-dates/${d.json().id}`, staff.bearer);
    expect(del.statusCode).toBe(200);
    expect(await home()).not.toContain('Test due date GSTR-3B for December');
    const gone = await call('DELETE', `/api/v1/admin/content/home/due-dates/${d.json().id}`, staff.bearer);
    expect(gone.statusCode).toBe(404);
    const trail = await audits('due-dates', d.json().id);
    expect(trail.map((a) => a.action)).toEqual(['due-dates.create', 'due-dates.delete']);
    expect(trail[1]).toMatchObject({ before: { text: 'Test due date GSTR-3B for December' }, after: null });
  });
});

describe('back office: the home page tab cards', () => {
  it('start as the cards the storefront had; add, edit, reorder, hide and delete them; bad input is 422; audited', async () => {
    type Card = { id: number; audience: string; title: string; text: string; to: string; icon: string };
    const cards = async () => (await call('GET', '/api/v1/home/content', {})).json().cards as Card[];
    const start = await cards();
    expect(start.filter((c) => c.audience === 'organization').map((c) => c.title)).toEqual([
      'GST Registration',
      'GST Return Filing',
      'Annual ROC Compliance',
      'TDS Return Filing',
      'Trademark Registration',
    ]);
    expect(start.find((c) => c.title === 'Company Strike Off')).toMatchObject({
      audience: 'enterprise',
      text: 'Close a company that no longer trades.',
      to: '/company',
      icon: 'Landmark',
    });
    expect(start).toHaveLength(21);

    const bad = await call('POST', '/api/v1/admin/content/home/home-cards', staff.bearer, {
      audience: 'pets',
      title: ' ',
      text: 'x',
      link: 'https://evil.example/',
      icon: 'Skull',
      sortOrder: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      audience: ['Choose the tab the card shows under'],
      title: ['Please enter a title'],
      link: ['Choose the category page the card opens'],
      icon: ['Choose an icon'],
      sortOrder: ['Enter a position from 0 to 999'],
    });
    const anon = await call('POST', '/api/v1/admin/content/home/home-cards', {}, { audience: 'startup' });
    expect(anon.statusCode).toBe(401);

    const made = await call('POST', '/api/v1/admin/content/home/home-cards', staff.bearer, {
      audience: 'startup',
      title: 'Startup Test Card',
      text: 'Seed funding paperwork, done.',
      link: '/startup',
      icon: 'Rocket',
      sortOrder: 0,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const startup = (await cards()).filter((c) => c.audience === 'startup').map((c) => c.title);
    expect(startup[0]).toBe('Startup Test Card');

    const moved = await call('PUT', `/api/v1/admin/content/home/home-cards/${id}`, staff.bearer, {
      audience: 'startup',
      title: 'Startup Test Card, edited',
      text: 'Seed funding paperwork, done.',
      link: '/company',
      icon: 'Rocket',
      sortOrder: 99,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await cards()).filter((c) => c.audience === 'startup');
    expect(after.at(-1)).toMatchObject({ id, title: 'Startup Test Card, edited', to: '/company' });

    const hidden = await call('PUT', `/api/v1/admin/content/home/home-cards/${id}`, staff.bearer, {
      audience: 'startup',
      title: 'Startup Test Card, edited',
      text: 'Seed funding paperwork, done.',
      link: '/company',
      icon: 'Rocket',
      sortOrder: 99,
      active: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect((await cards()).some((c) => c.id === id)).toBe(false);
    const listed = await call('GET', '/api/v1/admin/content/home', staff.bearer);
    expect(listed.json()['home-cards'].find((c: { id: number }) => c.id === id)).toMatchObject({ active: false, sortOrder: 99 });

    // Reordering one tab: every card id of that tab, once; anything else is 422 and changes nothing.
    const individuals = (await cards()).filter((c) => c.audience === 'individuals').map((c) => c.id);
    const partial = await call('PUT', '/api/v1/admin/content/home/home-cards/order/individuals', staff.bearer, {
      ids: individuals.slice(1),
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors.ids).toEqual(['The order must list every item of the list exactly once.']);
    const foreign = await call('PUT', '/api/v1/admin/content/home/home-cards/order/individuals', staff.bearer, {
      ids: [...individuals.slice(1), id],
    });
    expect(foreign.statusCode).toBe(422);
    const noTab = await call('PUT', '/api/v1/admin/content/home/home-cards/order/pets', staff.bearer, { ids: individuals });
    expect(noTab.statusCode).toBe(404);
    const reversed = [...individuals].reverse();
    const ordered = await call('PUT', '/api/v1/admin/content/home/home-cards/order/individuals', staff.bearer, {
      ids: reversed,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await cards()).filter((c) => c.audience === 'individuals').map((c) => c.id)).toEqual(reversed);
    const back = await call('PUT', '/api/v1/admin/content/home/home-cards/order/individuals', staff.bearer, {
      ids: individuals,
    });
    expect(back.statusCode).toBe(200);

    const del = await call('DELETE', `/api/v1/admin/content/home/home-cards/${id}`, staff.bearer);
    expect(del.statusCode).toBe(200);
    const trail = await audits('home-cards', id);
    expect(trail.map((a) => a.action)).toEqual([
      'home-cards.create',
      'home-cards.update',
      'home-cards.update',
      'home-cards.delete',
    ]);
    expect(trail[1]).toMatchObject({
      before: { title: 'Startup Test Card', link: '/startup', sortOrder: 0 },
      after: { title: 'Startup Test Card, edited', link: '/company', sortOrder: 99 },
    });
  });
});

describe('back office: a cover whose database write fails', () => {
  it('is marked pending while it is written and is not left in storage when the write fails', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'anupalan-cover-'));
    const own = await buildTestApp({ database: t.database, env: { DATA_DIR: dataDir } });
    try {
      expect(own.config.storage.provider).toBe('local');
      const dir = own.config.storage.provider === 'local' ? join(own.config.storage.dir, 'blog-covers') : '';
      const files = () => readdir(dir).catch(() => [] as string[]);
      const [blog] = await t.database.db.select().from(blogs).limit(1);
      // The database refuses the cover's write, and only while its file is marked in storage_pending
      // (so this also proves the mark is there before the record is written).
      await t.database.db.execute(
        sql.raw(`
        CREATE OR REPLACE FUNCTION test_cover_write_fails() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM storage_pending WHERE key = 'blog-covers/' || substr(NEW.image, 21)) THEN
            RAISE EXCEPTION 'cover write failed';
          END IF;
          RETURN NEW;
        END $$`),
      );
      await t.database.db.execute(
        sql.raw(
          `CREATE TRIGGER test_cover_write_fails BEFORE UPDATE ON blogs FOR EACH ROW WHEN (NEW.id = ${blog!.id}) EXECUTE FUNCTION test_cover_write_fails()`,
        ),
      );
      const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(128, 2)]);
      const boundary = '----anupalanfail';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await own.app.inject({
        method: 'POST',
        url: `/api/v1/admin/content/blogs/${blog!.id}/cover`,
        headers: { ...staff.bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode).toBe(500);
      expect(await files()).toEqual([]);
      const marks = await t.database.db.select().from(storagePending);
      expect(marks.filter((m) => m.key.startsWith('blog-covers/'))).toEqual([]);
      const [still] = await t.database.db.select().from(blogs).where(eq(blogs.id, blog!.id));
      expect(still!.image).toBe(blog!.image);
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER IF EXISTS test_cover_write_fails ON blogs'));
      await own.app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
