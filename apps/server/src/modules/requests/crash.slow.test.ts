import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../../../../tests/helpers/db.ts';
import { signedCapture, storedCompany } from '../../../../../tests/helpers/fixtures.ts';
import { requestDocuments, serviceDocuments, storagePending } from '../../db/schema.ts';

/**
 * The server process killed (SIGKILL) in the middle of an upload, then started again on the same
 * PostgreSQL database and upload directory: no record of the document, no file left behind, and the
 * files a kill between "written" and "recorded" would leave are swept at start.
 */
const serverEntry = path.resolve(import.meta.dirname, '../../server.ts');
const SECRET = 'test-gateway-secret-for-crash-suite';

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /"msg":"listening"/.test(out) && /"url":"([^"]+)"/.exec(out);
      if (m && m[1]) resolve({ child, url: m[1] });
    });
    child.stderr!.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

describe.runIf(testDbKind() === 'postgres')('the server killed mid-upload', () => {
  let db: TestDatabase;
  let t: TestApp;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-crash-'));
  beforeAll(async () => {
    db = await createTestDatabase();
    t = await buildTestApp({ database: db, env: { TEST_GATEWAY_SECRET: SECRET, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no record and no file after the restart', async () => {
    const env = { DATABASE_URL: db.url!, DATA_DIR: dataDir, TEST_GATEWAY_SECRET: SECRET, UPLOAD_ORPHAN_GRACE_MINUTES: '0' };
    // A paid request, prepared through the in-process app on the same database.
    const u = await signedInUser(t.app);
    const [doc] = await db.db.select().from(serviceDocuments).where(eq(serviceDocuments.documentType, 'Document'));
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/payment/initiate',
      headers: u.bearer,
      payload: { service_id: doc!.serviceId, registration_type: 'individual' },
    });
    let orderId = init.json().data?.order_id as string | undefined;
    if (!orderId) {
      // A business-only service: pay for it with a company instead.
      const companyId = await storedCompany(t.app, u, { name: 'Crash Test LLP', email: 'crash@example.in' });
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/services/payment/initiate',
        headers: u.bearer,
        payload: { service_id: doc!.serviceId, registration_type: 'business', company_id: companyId },
      });
      orderId = again.json().data.order_id as string;
    }
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/payment/verify',
      headers: u.bearer,
      payload: signedCapture(SECRET, orderId, 'pay_CRASH00001'),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const rid = verify.json().data.service_request_id as number;

    const first = await startServer(env);
    // Half an upload: the headers and part of a 3 MB file, then the process is killed.
    const boundary = 'crashboundary';
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="service_id"',
        '',
        String(doc!.serviceId),
        `--${boundary}`,
        'Content-Disposition: form-data; name="request_id"',
        '',
        String(rid),
        `--${boundary}`,
        'Content-Disposition: form-data; name="document_id"',
        '',
        String(doc!.id),
        `--${boundary}`,
        'Content-Disposition: form-data; name="document_type"',
        '',
        'Document',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="scan.pdf"',
        'Content-Type: application/pdf',
        '',
        '%PDF-1.4',
      ].join('\r\n'),
    );
    const req = http.request(`${first.url}/api/v1/user/services/document/upload/store`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${u.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 3 * 1024 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.alloc(1024 * 1024, 0x20));
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;
    req.destroy();

    // What a kill between "file written" and "recorded" leaves (that window is too short to hit):
    // a pending key with its file, and a half-written temp file.
    const key = `documents/${rid}/00000000-0000-4000-8000-00000000dead.pdf`;
    await db.db.insert(storagePending).values({ key });
    const file = path.join(dataDir, 'uploads', key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '%PDF-1.4 written but never recorded');
    const tmpFile = `${file}.0123456789ab.tmp`;
    writeFileSync(tmpFile, '%PDF-1.4 half');
    const past = new Date(Date.now() - 1000);
    utimesSync(tmpFile, past, past);

    const second = await startServer(env);
    try {
      const ready = await fetch(`${second.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await db.db.select().from(requestDocuments).where(eq(requestDocuments.serviceRequestId, rid))).toHaveLength(0);
      expect(await db.db.select().from(storagePending)).toHaveLength(0);
      expect(existsSync(file)).toBe(false);
      expect(existsSync(tmpFile)).toBe(false);
      const left = existsSync(path.dirname(file)) ? readdirSync(path.dirname(file)) : [];
      expect(left).toEqual([]);
      // And it serves uploads again.
      const list = await fetch(`${second.url}/api/v1/user/services/document/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ service_id: doc!.serviceId, request_id: rid }),
      });
      expect(list.status).toBe(200);
    } finally {
      const gone = new Promise((r) => second.child.once('exit', r));
      second.child.kill('SIGTERM');
      await gone;
    }
  }, 90_000);
});
