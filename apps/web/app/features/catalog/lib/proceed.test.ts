import { describe, expect, it, vi } from 'vitest';
import { PROCEED_FAILED, PROCEED_LOGIN_MESSAGE, decideProceed, proceedSlug, type ProceedDeps } from './proceed';

const services = [
  { id: 11, service_name: 'GST Registration', service_content: 'gst-registration', slug: 'gst-registration' },
  { id: 12, service_name: 'GST Return (Monthly)', service_content: '', slug: 'gst-return-monthly' },
];

function deps(over: Partial<ProceedDeps> = {}): ProceedDeps {
  return {
    lookupService: vi.fn(async (id: number) => services.find((s) => s.id === id) ?? null),
    openRequestId: vi.fn(async () => null),
    ...over,
  };
}

const user = { id: 7 };

describe('decideProceed (storefront §4 Proceed flow)', () => {
  it('does nothing without a chosen service', async () => {
    const d = deps();
    expect(await decideProceed({ selectedId: '', services, user, paymentCheck: false }, d)).toEqual({ kind: 'none' });
    expect(await decideProceed({ selectedId: null, services, user, paymentCheck: true }, d)).toEqual({ kind: 'none' });
    expect(d.lookupService).not.toHaveBeenCalled();
  });

  it('alerts when the chosen service is not in the loaded list', async () => {
    expect(await decideProceed({ selectedId: '999', services, user, paymentCheck: false }, deps())).toEqual({
      kind: 'alert',
      message: PROCEED_FAILED,
    });
    expect(PROCEED_FAILED).toBe('Unable to proceed. Please try again.');
  });

  it('sends a signed-out visitor to / with the login prompt and the checkout to return to', async () => {
    const d = deps();
    const decision = await decideProceed({ selectedId: '11', services, user: null, paymentCheck: true }, d);
    expect(decision).toEqual({
      kind: 'login',
      redirectTo: '/proceed/gst-registration',
      state: { login: true, message: PROCEED_LOGIN_MESSAGE, redirectTo: '/proceed/gst-registration', service: services[0] },
    });
    expect(PROCEED_LOGIN_MESSAGE).toBe('Please login to access documents');
    expect(d.lookupService).not.toHaveBeenCalled();
    expect(d.openRequestId).not.toHaveBeenCalled();
  });

  it('uses the slug of the name when service_content is empty', async () => {
    const decision = await decideProceed({ selectedId: 12, services, user: null, paymentCheck: false }, deps());
    expect(decision.kind === 'login' && decision.redirectTo).toBe('/proceed/gst-return-monthly');
    expect(proceedSlug({ id: 1, service_name: 'Company (MCA) Filing' })).toBe('company-mca-filing');
  });

  it('signed in: looks the service up and goes to its checkout with the service data', async () => {
    const d = deps();
    const decision = await decideProceed({ selectedId: '11', services, user, paymentCheck: false }, d);
    expect(decision).toEqual({ kind: 'navigate', to: '/proceed/gst-registration', state: { service: services[0] } });
    expect(d.lookupService).toHaveBeenCalledWith(11);
    expect(d.openRequestId).not.toHaveBeenCalled();
  });

  it('falls back to /documents/{slug}?serviceId= on a non-OK lookup or a missing service', async () => {
    for (const lookupService of [async () => null, async () => ({ id: 999, service_name: 'Other' })]) {
      const decision = await decideProceed({ selectedId: '12', services, user, paymentCheck: false }, deps({ lookupService }));
      expect(decision).toEqual({
        kind: 'navigate',
        to: '/documents/gst-return-monthly?serviceId=12',
        state: { service: services[1] },
      });
    }
  });

  it('falls back as well when the lookup throws (only logged)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const decision = await decideProceed(
      { selectedId: '11', services, user, paymentCheck: false },
      deps({ lookupService: async () => Promise.reject(new Error('offline')) }),
    );
    expect(decision).toMatchObject({ kind: 'navigate', to: '/documents/gst-registration?serviceId=11' });
    spy.mockRestore();
  });

  it('income tax: a service paid with its request still open goes to that request on /document', async () => {
    const d = deps({ openRequestId: vi.fn(async () => 42) });
    const decision = await decideProceed({ selectedId: '11', services, user, paymentCheck: true }, d);
    expect(decision).toEqual({ kind: 'navigate', to: '/document?serviceId=11&requestId=42' });
    expect(d.openRequestId).toHaveBeenCalledWith(7, 11);
    expect(d.lookupService).not.toHaveBeenCalled();
  });

  it('income tax: none open (never bought, completed, or the check failing) continues to the checkout', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const openRequestId of [async () => null, async () => Promise.reject(new Error('404'))]) {
      const decision = await decideProceed({ selectedId: '11', services, user, paymentCheck: true }, deps({ openRequestId }));
      expect(decision).toMatchObject({ kind: 'navigate', to: '/proceed/gst-registration' });
    }
    spy.mockRestore();
  });
});
