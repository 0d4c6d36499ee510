import { describe, expect, it } from 'vitest';
import { nextStep } from './last-payment';

describe('the payment success page’s next step', () => {
  it('after a first payment: the documents of the request just paid for', () => {
    expect(nextStep({ kind: 'initial', service_id: 6, service_request_id: 41 })).toEqual({
      kind: 'documents',
      label: 'Go to Document Upload',
      to: '/document?serviceId=6&requestId=41',
    });
  });

  it('after a balance payment: the request in My Requests (issue 28), not the document upload', () => {
    const next = nextStep({ kind: 'balance', service_id: 6, service_request_id: 41 });
    expect(next).toEqual({ kind: 'request', label: 'Go to My Requests', to: '/myrequests' });
  });
});
