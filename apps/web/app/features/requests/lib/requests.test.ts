import { describe, expect, it } from 'vitest';
import { requestProgressLabel, requestStatusLabel, type StageEntry } from '@anupalan/shared';
import { balanceAction, completedLoadError, downloadName, paymentState, searchRows } from './completed-services';
import { documentTarget, sameService } from './document-link';
import { actionLabel, documentRows, formatBytes, percentOf, rowStatus } from './document-rows';
import { documentLink } from '../../../lib/links';
import { documentsReady, requestCounts, requestRows, statusOf } from './my-requests';
import { completedAt, formatDuration, formatStageTime, timeInStage } from './stages';

describe('My Payment Requests', () => {
  it('counts by where the work stands: Completed only once staff complete it; uploads under way are In Progress', () => {
    const rows = [
      { stage: 'paid', status: 'payment_done' },
      { stage: 'paid', status: 'file_upload_started' },
      { stage: 'documents_received', status: 'file_upload_done' },
      { stage: 'in_progress', status: 'payment_done' },
      { stage: 'completed', status: 'file_upload_done' },
      { stage: 'paid', status: '' },
    ];
    expect(requestCounts(rows)).toEqual({ total: 6, completed: 1, inProgress: 3, pending: 2 });
    expect(requestCounts([])).toEqual({ total: 0, completed: 0, inProgress: 0, pending: 0 });
  });

  it('issue 28: a 30 % payment with no documents is not "Completed"; a completed request is', () => {
    // Just paid: the stored status reads "Completed" (the payment), the work is Pending.
    const paid = { stage: 'paid', status: 'payment_done' };
    expect(requestStatusLabel(paid.status)).toBe('Completed');
    expect(requestProgressLabel(paid)).toBe('Pending');
    expect(requestCounts([paid])).toMatchObject({ completed: 0, pending: 1 });
    // Completed by staff after the documents: the status reads "File Uploaded", the work Completed.
    const done = { stage: 'completed', status: 'file_upload_done' };
    expect(requestProgressLabel(done)).toBe('Completed');
    expect(requestCounts([done])).toMatchObject({ completed: 1, inProgress: 0 });
  });

  it('documents are ready only at file_upload_done', () => {
    expect(documentsReady('file_upload_done')).toBe(true);
    expect(documentsReady('file_upload_started')).toBe(false);
    expect(documentsReady('payment_done')).toBe(false);
  });

  it('reads the status from the row or from request_data as JSON text or an object', () => {
    expect(statusOf({ status: 'file_upload_done' })).toBe('file_upload_done');
    expect(statusOf({ request_data: '{"status":"file_upload_started","reason":null}' })).toBe('file_upload_started');
    expect(statusOf({ request_data: { status: 'payment_done' } })).toBe('payment_done');
    expect(statusOf({ request_data: 'not json' })).toBe('');
  });

  it('lists the rows newest first and ignores junk', () => {
    const rows = requestRows({
      payments: [
        { id: 1, payment_date: '2026-11-01T10:00:00Z', status: 'payment_done' },
        null,
        { id: 2, payment_date: '2026-11-20T10:00:00Z', status: 'file_upload_done' },
      ],
    });
    expect(rows.map((r) => r.id)).toEqual([2, 1]);
    expect(requestRows({})).toEqual([]);
  });

  it('links each request to /document with its service and request', () => {
    expect(documentLink(11, 42)).toBe('/document?serviceId=11&requestId=42');
    expect(documentLink(11, null)).toBe('/document?serviceId=11');
    expect(documentLink(null, null)).toBe('/document');
  });
});

describe('/document target', () => {
  it('prefers the query, then navigation state', () => {
    expect(documentTarget(new URLSearchParams('serviceId=11&requestId=5'), null)).toEqual({ serviceId: 11, requestId: 5 });
    expect(documentTarget(new URLSearchParams('serviceId=11'), null)).toEqual({ serviceId: 11, requestId: null });
    expect(documentTarget(new URLSearchParams(''), { service_id: 3, service_request_id: 9 })).toEqual({
      serviceId: 3,
      requestId: 9,
    });
    expect(documentTarget(new URLSearchParams('serviceId=abc&requestId=-1'), null)).toEqual({ serviceId: null, requestId: null });
  });

  it('matches a /documents/{service name} path by name or slug', () => {
    expect(sameService('GST Registration', 'GST Registration')).toBe(true);
    expect(sameService('GST Registration', 'gst-registration')).toBe(true);
    expect(sameService('Company (MCA) Filing', 'company-mca-filing')).toBe(true);
    expect(sameService('GST Registration', 'gst-return')).toBe(false);
  });
});

describe('Completed Services', () => {
  const partial = (unpaid: number, total = 100_000) => ({
    customer_partial_payments: [{ id: 7, company_id: null, transaction_unpaid_amount: unpaid, transaction_total_amount: total }],
  });

  it('is Paid with no partial record or nothing unpaid, Partial with an amount due, Unpaid when nothing was paid', () => {
    expect(paymentState({ customer_partial_payments: [] })).toEqual({ state: 'Paid', duePaise: 0 });
    expect(paymentState(partial(0))).toEqual({ state: 'Paid', duePaise: 0 });
    expect(paymentState(partial(70_000))).toEqual({ state: 'Partial', duePaise: 70_000 });
    expect(paymentState(partial(100_000))).toEqual({ state: 'Unpaid', duePaise: 100_000 });
  });

  it('pays a balance only with a record and an amount due', () => {
    expect(balanceAction({ customer_partial_payments: [] })).toEqual({
      kind: 'refuse',
      message: 'Payment information not available',
    });
    expect(balanceAction(partial(0))).toEqual({ kind: 'refuse', message: 'No payable amount remaining for this service.' });
    expect(balanceAction(partial(500))).toEqual({ kind: 'pay', partialPaymentId: 7 });
  });

  it('maps failed loads to the spec messages', () => {
    expect(completedLoadError(401, 'x')).toBe('Authentication failed. Please login again.');
    expect(completedLoadError(404, null)).toBe('No completed services found for this user.');
    expect(completedLoadError(503, 'x')).toBe('Server error. Please try again later.');
    expect(completedLoadError(0, null)).toBe('Network error. Please check your internet connection.');
    expect(completedLoadError(403, 'This request belongs to another account.')).toBe('This request belongs to another account.');
  });

  it('searches by request id or service', () => {
    const rows = [
      { id: 12, service_name: 'GST Registration', order_id: 'order_a' },
      { id: 30, service_name: 'Trademark Filing', order_id: 'order_b' },
    ] as never[];
    expect(searchRows(rows, '#12')).toHaveLength(1);
    expect(searchRows(rows, 'trade')).toHaveLength(1);
    expect(searchRows(rows, '')).toHaveLength(2);
    expect(searchRows(rows, 'nothing')).toHaveLength(0);
  });

  it('saves a download under the server name, else the row name', () => {
    expect(downloadName(`attachment; filename="a.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`, 'x.pdf')).toBe('Résumé.pdf');
    expect(downloadName('attachment; filename="return-2026.pdf"', 'x.pdf')).toBe('return-2026.pdf');
    expect(downloadName(null, 'deliverable.pdf')).toBe('deliverable.pdf');
    expect(downloadName(null, null)).toBe('document');
  });
});

describe('document rows', () => {
  it('reads a list or a map with the alternative names', () => {
    const rows = documentRows({
      required_documents: [
        { id: 3, document_name: 'PAN Card', document_type: 'Document', status: 1, data: null },
        { document_id: 4, name: 'Business name', document_type: 'Text', data: 'Verma Foods' },
      ],
    });
    expect(rows).toEqual([
      { id: 3, name: 'PAN Card', isFile: true, mandatory: true, data: null, fileName: null },
      { id: 4, name: 'Business name', isFile: false, mandatory: false, data: 'Verma Foods', fileName: null },
    ]);
    expect(documentRows({ documents: { a: { key: '9', label: 'Photo', document_type: 'Document' } } })[0]).toMatchObject({
      id: 9,
      name: 'Photo',
      isFile: true,
    });
    expect(documentRows(null)).toEqual([]);
  });

  it('is Pending until a value or file exists, then Ready', () => {
    expect(rowStatus({ data: null })).toBe('Pending');
    expect(rowStatus({ data: '/api/v1/user/documents/1/file' })).toBe('Ready');
  });

  it('labels the button as the spec says', () => {
    expect(actionLabel({ isFile: true, data: null }, '', false)).toBe('Upload');
    expect(actionLabel({ isFile: true, data: '/file' }, '', false)).toBe('Reupload');
    expect(actionLabel({ isFile: false, data: null }, '', false)).toBe('Upload');
    expect(actionLabel({ isFile: false, data: null }, 'typed', false)).toBe('Save');
    expect(actionLabel({ isFile: false, data: 'saved' }, '', false)).toBe('Save');
    expect(actionLabel({ isFile: true, data: null }, '', true)).toBe('Saving...');
  });

  it('turns progress into a whole percentage and sizes into words', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(512, 1024)).toBe(50);
    expect(percentOf(2048, 1024)).toBe(100);
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(300 * 1024)).toBe('300 KB');
  });
});

describe('stage timeline', () => {
  const stages: StageEntry[] = [
    { stage: 'paid', label: 'Paid', reached_at: '2026-11-20T04:30:00.000Z', changed_by: 'System', current: false },
    {
      stage: 'documents_received',
      label: 'Documents received',
      reached_at: '2026-11-21T09:45:00.000Z',
      changed_by: 'A',
      current: true,
    },
    { stage: 'in_progress', label: 'In progress', reached_at: null, changed_by: null, current: false },
    { stage: 'completed', label: 'Completed', reached_at: null, changed_by: null, current: false },
  ];

  it('says how long the request has been in its current stage', () => {
    const now = Date.parse('2026-11-23T12:50:00.000Z');
    expect(timeInStage(stages, now)).toBe('In this stage for 2 days 3 hours');
    expect(
      timeInStage(
        stages.map((s) => ({ ...s, current: false })),
        now,
      ),
    ).toBeNull();
  });

  it('a completed request says it is completed, with the day (IST), not how long it has "been in this stage"', () => {
    // Completed at 20:00 UTC on 24 November: 25 November in India.
    const done = stages.map((s) => ({
      ...s,
      current: s.stage === 'completed',
      reached_at: s.reached_at ?? '2026-11-24T20:00:00.000Z',
    }));
    const text = timeInStage(done, Date.parse('2026-11-24T20:20:00.000Z'));
    expect(text).toBe('Completed on 25 November 2026');
    expect(completedAt(done)).toBe('2026-11-24T20:00:00.000Z');
    expect(completedAt(stages)).toBeNull();
  });

  it('formats durations and times in Indian English', () => {
    expect(formatDuration(30_000)).toBe('less than a minute');
    expect(formatDuration(60_000)).toBe('1 minute');
    expect(formatDuration(3 * 3600_000 + 5 * 60_000)).toBe('3 hours 5 minutes');
    expect(formatDuration(86_400_000)).toBe('1 day');
    expect(formatStageTime('2026-11-20T04:30:00.000Z')).toBe('20 November 2026, 10:00 am');
  });
});
