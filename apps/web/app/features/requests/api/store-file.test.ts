import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_MESSAGES } from '@anupalan/shared';
import { storeFile, UPLOAD_RETRIES } from './requests';

/**
 * Issue 27, 2: a document refused because too many uploads are in progress (429) is sent again
 * after the server's Retry-After, a few times; then the page gets the 429 and its message.
 */
interface Answer {
  status: number;
  body: unknown;
  retryAfter?: string;
}

function fakeXhr(answers: Answer[]) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null as unknown };
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private answer: Answer | undefined;
    open() {}
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'retry-after' ? (this.answer?.retryAfter ?? null) : null;
    }
    send(form: FormData) {
      sent.push(form);
      this.answer = answers.shift();
      queueMicrotask(() => {
        if (!this.answer) return this.onerror?.();
        this.status = this.answer.status;
        this.responseText = JSON.stringify(this.answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const target = { userId: 7, serviceId: 3, requestId: 11, documentId: 5, documentName: 'PAN card' };
const busy = {
  status: 429,
  body: { success: false, code: 'RATE_LIMITED', message: GENERIC_MESSAGES.UPLOADS_BUSY },
  retryAfter: '2',
};
const saved = { status: 200, body: { success: true, message: 'PAN card saved.' } };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('storeFile on 429', () => {
  it('waits for Retry-After and sends the file again', async () => {
    vi.useFakeTimers();
    const sent = fakeXhr([busy, saved]);
    const waits: number[] = [];
    const pending = storeFile(
      target,
      new File(['%PDF-1.4'], 'pan.pdf'),
      () => {},
      (s) => waits.push(s),
    );
    await vi.runAllTimersAsync();
    const res = await pending;
    expect(res.ok).toBe(true);
    expect(waits).toEqual([2]);
    expect(sent).toHaveLength(2);
    expect((sent[1]!.get('file') as File).name).toBe('pan.pdf');
  });

  it(`gives up after ${UPLOAD_RETRIES} more tries with the server's message`, async () => {
    vi.useFakeTimers();
    const sent = fakeXhr([busy, busy, busy, busy, saved]);
    const pending = storeFile(target, new File(['%PDF-1.4'], 'pan.pdf'), () => {});
    await vi.runAllTimersAsync();
    const res = await pending;
    expect(res).toMatchObject({ ok: false, status: 429, body: { message: GENERIC_MESSAGES.UPLOADS_BUSY } });
    expect(sent).toHaveLength(UPLOAD_RETRIES + 1);
  });
});
