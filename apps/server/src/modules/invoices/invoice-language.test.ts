import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { paidOrder } from '../../../../../tests/helpers/fixtures.ts';

/**
 * Issue 23, the decision on the PDF's language (docs/architecture.md, Invoices): a tax invoice,
 * receipt voucher or credit note is one legal document per number, in English, whatever the
 * language of the customer or of the page that asks for it.
 */
const t = useTestApp();

describe("the invoice's language", () => {
  it('gives a Hindi customer the same English invoice, also when the page asks in Hindi', async () => {
    const svc = await seededServices(t.app);
    const u = await signedInUser(t.app, { name: 'Asha Verma' });
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/language',
      headers: u.bearer,
      payload: { language: 'hi' },
    });
    expect(chose.statusCode).toBe(200);
    const paid = await paidOrder(t.app, u, { service_id: svc.individual.id });
    const url = `/api/v1/invoices/${paid.data.invoice_id}/pdf`;
    const hindi = await t.app.inject({ url, headers: { ...u.bearer, 'accept-language': 'hi' } });
    const english = await t.app.inject({ url, headers: u.bearer });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-type']).toBe('application/pdf');
    const text = (await new PDFParse({ data: new Uint8Array(hindi.rawPayload) }).getText()).text;
    expect(text).toMatch(/TAX INVOICE|RECEIPT VOUCHER/);
    for (const label of ['Billed to', 'Place of supply', 'Description', 'SAC', 'Taxable value', 'Total value in words'])
      expect(text).toContain(label);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
    const englishText = (await new PDFParse({ data: new Uint8Array(english.rawPayload) }).getText()).text;
    expect(text).toBe(englishText);
  });
});
