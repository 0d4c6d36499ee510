import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { companies } from '../../db/schema.ts';

const t = useTestApp();

export const validCompany = {
  name: 'Saffron Looms Private Limited',
  email: 'accounts@saffronlooms.in',
  mobile: '9876501234',
  registration_number: 'U17299HR2021PTC093456',
  company_type: 'Private Limited Company',
  sector: 'Textiles',
  establish_date: '2021-06-14',
  website: 'https://saffronlooms.in',
  gst_no: '06AAFCS1234K1Z2',
  pan_no: 'AAFCS1234K',
  address1: 'Plot 44, Sector 37',
  city: 'Gurugram',
  district: 'Gurugram',
  state: 'Haryana',
  pin_code: '122001',
};

describe('companies', () => {
  it('creates, lists, updates and deletes a company of the signed-in user', async () => {
    const u = await signedInUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/store',
      headers: u.bearer,
      payload: { ...validCompany, user_id: u.user.id },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Company added successfully!',
      company: { name: validCompany.name, country: 'India' },
    });
    const id = created.json().company.id;
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({ userId: u.user.id, gstNo: '06AAFCS1234K1Z2', pinCode: '122001' });

    const list = await t.app.inject({ url: `/api/v1/user/all_companies/${u.user.id}`, headers: u.bearer });
    expect(list.json().companies.map((c: { id: number }) => c.id)).toEqual([id]);
    const alias = await t.app.inject({ url: `/public/api/v1/user/all_companies/${u.user.id}`, headers: u.bearer });
    expect(alias.statusCode).toBe(200);
    expect(alias.json().companies[0].company_name).toBe(validCompany.name);

    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/store',
      headers: u.bearer,
      payload: { ...validCompany, id, user_id: u.user.id, sector: 'Manufacturing' },
    });
    expect(updated.json()).toMatchObject({
      success: true,
      message: 'Company updated successfully!',
      company: { sector: 'Manufacturing' },
    });

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/destroy',
      headers: u.bearer,
      payload: { user_id: u.user.id, company_id: id },
    });
    expect(removed.json()).toEqual({ success: true, message: `Company ${validCompany.name} deleted successfully!` });
    expect((await t.app.inject({ url: `/api/v1/user/all_companies/${u.user.id}`, headers: u.bearer })).json().companies).toEqual(
      [],
    );
  });

  it('accepts the delete as multipart, as the spec sends it', async () => {
    const u = await signedInUser(t.app);
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/v1/user/companies/store', headers: u.bearer, payload: validCompany })
    ).json().company.id;
    const boundary = '----anupalan';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="user_id"',
      '',
      String(u.user.id),
      `--${boundary}`,
      'Content-Disposition: form-data; name="company_id"',
      '',
      String(id),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/destroy',
      headers: { ...u.bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  });

  it('validates a multipart form exactly as the same fields in JSON (same 422, nothing stored)', async () => {
    const u = await signedInUser(t.app);
    const fields: Record<string, string> = { ...validCompany, name: '', email: 'not-an-email', mobile: '12345' };
    const boundary = '----same-rules';
    const multipart = [
      ...Object.entries(fields).flatMap(([k, v]) => [`--${boundary}`, `Content-Disposition: form-data; name="${k}"`, '', v]),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/store',
      headers: u.bearer,
      payload: fields,
    });
    const asForm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/store',
      headers: { ...u.bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(asJson.statusCode).toBe(422);
    expect(asForm.statusCode).toBe(422);
    expect(asForm.json()).toEqual(asJson.json());
    expect(asForm.json().errors).toMatchObject({
      name: ['Company name is required'],
      email: ['Invalid email'],
      mobile: ['Please enter a valid 10-digit mobile number'],
    });
    expect(await t.database.db.select().from(companies).where(eq(companies.userId, u.user.id))).toEqual([]);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/store',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses the placeholder mobile 9876543210 as the login and profile forms do (one mobile rule)', async () => {
    const u = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/store',
      headers: u.bearer,
      payload: { ...validCompany, mobile: '9876543210' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ mobile: ['Please enter a valid 10-digit mobile number'] });
    expect(await t.database.db.select().from(companies).where(eq(companies.userId, u.user.id))).toEqual([]);
  });

  it('refuses another customer reading, changing or deleting a company (403)', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/v1/user/companies/store', headers: owner.bearer, payload: validCompany })
    ).json().company.id;
    expect((await t.app.inject({ url: `/api/v1/user/all_companies/${owner.user.id}`, headers: other.bearer })).statusCode).toBe(
      403,
    );
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/store',
      headers: other.bearer,
      payload: { ...validCompany, id, name: 'Hijacked' },
    });
    expect(change.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/destroy',
      headers: other.bearer,
      payload: { company_id: id },
    });
    expect(del.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.name).toBe(validCompany.name);
    expect(row?.deletedAt).toBeNull();
    expect((await t.app.inject({ url: `/api/v1/user/all_companies/${owner.user.id}` })).statusCode).toBe(401);
  });

  it.each([
    [{ name: '' }, 'name', 'Company name is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email'],
    [{ website: 'not a url' }, 'website', 'Invalid website URL'],
    [{ gst_no: '06AAFCS1234K1Y2' }, 'gst_no', 'Please enter a valid 15-character GSTIN'],
    [{ pan_no: 'ABCDE12345' }, 'pan_no', 'Please enter a valid PAN number'],
    [{ pin_code: '12345' }, 'pin_code', 'PIN code must be 6 digits'],
    [{ registration_number: '' }, 'registration_number', 'Registration number is required'],
    [{ company_type: 'Cartel' }, 'company_type', 'Please choose a company type from the list'],
  ])('refuses %j with the field message and stores nothing', async (patch, field, message) => {
    const u = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/store',
      headers: u.bearer,
      payload: { ...validCompany, ...patch },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await t.database.db.select().from(companies).where(eq(companies.userId, u.user.id))).toEqual([]);
  });

  it('stores a logo checked by its bytes, and refuses a renamed executable', async () => {
    const u = await signedInUser(t.app);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = (file: Buffer, filename: string) => {
      const boundary = '----logo';
      const fields = Object.entries(validCompany).flatMap(([k, v]) => [
        `--${boundary}`,
        `Content-Disposition: form-data; name="${k}"`,
        '',
        v,
      ]);
      const head = [
        ...fields,
        `--${boundary}`,
        `Content-Disposition: form-data; name="logo"; filename="${filename}"`,
        'Content-Type: image/png',
        '',
        '',
      ].join('\r\n');
      return {
        headers: { ...u.bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      };
    };
    const exe = form(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]), 'logo.png');
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/user/companies/store', ...exe });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.logo).toEqual(['Please select a valid image (JPEG, PNG, GIF)']);
    expect(await t.database.db.select().from(companies).where(eq(companies.userId, u.user.id))).toEqual([]);

    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/user/companies/store', ...form(png, 'logo.png') });
    expect(ok.statusCode).toBe(200);
    const logoUrl = ok.json().company.logo_url;
    expect(logoUrl).toMatch(/^\/api\/v1\/user\/companies\/\d+\/logo$/);
    const logo = await t.app.inject({ url: logoUrl, headers: u.bearer });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(logo.rawPayload, png)).toBe(0);
    const other = await signedInUser(t.app);
    expect((await t.app.inject({ url: logoUrl, headers: other.bearer })).statusCode).toBe(403);
  });

  it('answers the form choices', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/companies/create', payload: {} });
    expect(res.json().company_types).toContain('Private Limited Company');
    expect(res.json().sectors).toContain('Textiles');
  });
});
