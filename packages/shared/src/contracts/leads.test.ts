import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES as M, CONSULTATION_MESSAGE_MAX, consultationFieldErrors, consultationSchema } from './leads.ts';

const valid = { name: 'Asha Rao', mobile: '9876501234', email: 'asha@example.in', service_id: '12', message: 'Call me' };

describe('consultationSchema (storefront §5)', () => {
  it('accepts a complete request and turns the service id into a number', () => {
    expect(consultationSchema.parse(valid)).toEqual({ ...valid, service_id: 12 });
    expect(consultationSchema.parse({ ...valid, service_id: 7 }).service_id).toBe(7);
  });

  it('treats the message as optional', () => {
    const { message: _m, ...rest } = valid;
    expect(consultationSchema.parse(rest).message).toBe('');
    expect(consultationSchema.parse({ ...rest, message: null }).message).toBe('');
  });

  it.each(['', '12345', '98765012345', '5876501234', '0876501234', '98765O1234', '+919876501234', '98765 0123', '9876543210'])(
    'refuses the mobile %j',
    (mobile) => {
      expect(consultationFieldErrors({ ...valid, mobile })).toEqual({ mobile: M.mobile });
    },
  );

  it.each(['6000000000', '7999999999', '8123456789', '9876501234'])('accepts the mobile %s', (mobile) => {
    expect(consultationFieldErrors({ ...valid, mobile })).toEqual({});
  });

  it.each(['', 'asha', 'asha@', '@example.in', 'asha@example', 'a b@example.in', '<script>@x.in'])(
    'refuses the e-mail %j',
    (email) => {
      expect(consultationFieldErrors({ ...valid, email })).toEqual({ email: M.email });
    },
  );

  it.each(['', '0', '-1', 'abc', '1.5', '99999999999'])('refuses the service %j', (service_id) => {
    expect(consultationFieldErrors({ ...valid, service_id })).toEqual({ service_id: M.service });
  });

  it('asks for a service when none is sent', () => {
    const { service_id: _s, ...rest } = valid;
    expect(consultationFieldErrors(rest)).toEqual({ service_id: M.service });
  });

  it('asks for a name, and caps it', () => {
    expect(consultationFieldErrors({ ...valid, name: '   ' })).toEqual({ name: M.name });
    expect(consultationFieldErrors({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: M.nameTooLong });
  });

  it('caps the message at the limit with a clear message', () => {
    expect(consultationFieldErrors({ ...valid, message: 'x'.repeat(CONSULTATION_MESSAGE_MAX) })).toEqual({});
    expect(consultationFieldErrors({ ...valid, message: 'x'.repeat(CONSULTATION_MESSAGE_MAX + 1) })).toEqual({
      message: M.messageTooLong,
    });
    expect(M.messageTooLong).toBe('Message must be at most 2000 characters');
  });

  it('keeps HTML as typed: it is text, not markup', () => {
    const name = '<b>Asha</b><script>alert(1)</script>';
    expect(consultationSchema.parse({ ...valid, name }).name).toBe(name);
  });

  it('reports every invalid field at once', () => {
    expect(consultationFieldErrors({})).toEqual({
      name: M.name,
      mobile: M.mobile,
      email: M.email,
      service_id: M.service,
    });
  });
});
