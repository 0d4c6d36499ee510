import { useRef, useState } from 'react';
import { PROFILE_MESSAGES as M, otpSchema, profileEmailSchema, profileMobileSchema } from '@anupalan/shared';
import { firstError, serverFieldErrors } from '../../../components/forms/field-errors';
import { serverMessage, succeeded, unreachable, type ApiResult } from '../../../lib/api-client';
import { sendContactOtp } from '../api/send-contact-otp';
import { initialContact, type ContactChannel, type ContactState } from './contact-field';

const CHANNELS = ['email', 'mobile'] as const;
const SEND_NETWORK = 'Could not send the OTP. Please check your connection and try again.';
const SEND_FAILED = 'Could not send the OTP. Please try again.';

/**
 * The e-mail and mobile of the profile (portal §2 Profile screen): each locked until its Edit
 * toggle, a new value verified by a code sent to it and confirmed by a code sent to the account's
 * current e-mail or mobile (issue 27), both codes going with Save Profile.
 */
export function useContactChanges(userId: number, saved: Record<ContactChannel, string>) {
  const [contacts, setContacts] = useState<Record<ContactChannel, ContactState>>(() => ({
    email: initialContact(saved.email),
    mobile: initialContact(saved.mobile),
  }));
  const inputs = useRef<Record<ContactChannel, HTMLInputElement | null>>({ email: null, mobile: null });
  const otpInputs = useRef<Record<ContactChannel, HTMLInputElement | null>>({ email: null, mobile: null });
  const sent = useRef(0);

  function patch(ch: ContactChannel, change: Partial<ContactState>) {
    setContacts((c) => ({ ...c, [ch]: { ...c[ch], ...change } }));
  }

  function valueError(ch: ContactChannel, value: string): string | null {
    return firstError(ch === 'email' ? profileEmailSchema : profileMobileSchema, value);
  }

  async function sendCode(ch: ContactChannel, value: string) {
    // Where the person was when they asked for the code: the code field takes the focus only if
    // they are still there, never from a field they have moved on to (it would swallow their typing).
    const askedFrom = document.activeElement;
    patch(ch, { sending: true, error: undefined, otpError: undefined });
    const res = await sendContactOtp(
      ch === 'email' ? { channel: 'email', value, user_id: userId } : { channel: 'mobile', value, user_id: userId },
    );
    if (succeeded(res)) {
      sent.current += 1;
      patch(ch, {
        sending: false,
        editing: false,
        otpSent: true,
        otp: '',
        notice: serverMessage(res) ?? M.contactOtpSent(ch),
        confirm: res.body.confirm,
        confirmOtp: '',
        confirmError: undefined,
        sentSeq: sent.current,
      });
      window.setTimeout(() => {
        const now = document.activeElement;
        if (now === askedFrom || now === document.body || now === null) otpInputs.current[ch]?.focus();
      }, 100);
      return;
    }
    const message = unreachable(res) ? SEND_NETWORK : (serverFieldErrors(res).value ?? serverMessage(res) ?? SEND_FAILED);
    patch(ch, contacts[ch].otpSent ? { sending: false, otpError: message } : { sending: false, error: message });
  }

  /** The Edit/Save toggle: Edit unlocks; Save sends a code to a new value (or just locks an unchanged one). */
  function toggle(ch: ContactChannel) {
    const c = contacts[ch];
    if (!c.editing) {
      patch(ch, {
        editing: true,
        otpSent: false,
        otp: '',
        notice: undefined,
        otpError: undefined,
        confirm: undefined,
        confirmOtp: '',
        confirmError: undefined,
      });
      window.setTimeout(() => inputs.current[ch]?.focus(), 0);
      return;
    }
    const value = c.value.trim();
    if (value === saved[ch]) {
      patch(ch, { editing: false, value, error: undefined });
      return;
    }
    const problem = valueError(ch, value);
    if (problem) {
      patch(ch, { error: problem });
      inputs.current[ch]?.focus();
      return;
    }
    void sendCode(ch, value);
  }

  function cancel(ch: ContactChannel) {
    setContacts((c) => ({ ...c, [ch]: initialContact(saved[ch]) }));
  }

  /** A new e-mail or mobile goes only with the code sent to it. True when both may be sent. */
  function checkForSave(found: Record<string, string>): boolean {
    let ok = true;
    for (const ch of CHANNELS) {
      const c = contacts[ch];
      const value = c.value.trim();
      let change: Partial<ContactState> | null = null;
      if (found[ch]) change = { error: found[ch] };
      else if (value !== saved[ch]) {
        const required = ch === 'email' ? M.emailOtpRequired : M.mobileOtpRequired;
        if (!c.otpSent) change = { error: required };
        else {
          const otpProblem = firstError(otpSchema, c.otp);
          if (otpProblem) change = { otpError: c.otp ? otpProblem : required };
          const confirming = latestConfirming();
          if (confirming === ch) {
            const confirmProblem = firstError(otpSchema, c.confirmOtp);
            if (confirmProblem) change = { ...change, confirmError: c.confirmOtp ? confirmProblem : M.identityProofRequired };
          }
        }
      }
      if (change) {
        ok = false;
        patch(ch, change);
      }
    }
    return ok;
  }

  /** The changed channel whose codes were sent last: its confirming code is the one the server checks. */
  function latestConfirming(): ContactChannel | null {
    let found: ContactChannel | null = null;
    for (const ch of CHANNELS) {
      const c = contacts[ch];
      if (c.value.trim() === saved[ch] || !c.otpSent || !c.confirm) continue;
      if (!found || (c.sentSeq ?? 0) > (contacts[found].sentSeq ?? 0)) found = ch;
    }
    return found;
  }

  /** The two values, each changed value's code, and the confirming code into the save request. */
  function addTo(data: FormData) {
    for (const ch of CHANNELS) {
      const value = contacts[ch].value.trim();
      data.set(ch, value);
      if (value !== saved[ch] && contacts[ch].otp) data.set(`${ch}_otp`, contacts[ch].otp);
    }
    const confirming = latestConfirming();
    if (confirming && contacts[confirming].confirmOtp) data.set('current_otp', contacts[confirming].confirmOtp);
  }

  /** The server's messages for the values and their codes. */
  function applyServerErrors(res: ApiResult<unknown>) {
    const fields = serverFieldErrors(res);
    const confirming = latestConfirming();
    for (const ch of CHANNELS) {
      const change: Partial<ContactState> = {};
      if (fields[ch]) change.error = fields[ch];
      if (fields[`${ch}_otp`]) change.otpError = fields[`${ch}_otp`];
      if (fields.current_otp && (confirming ?? (contacts[ch].value.trim() !== saved[ch] ? ch : null)) === ch) {
        change.confirmError = fields.current_otp;
      }
      if (change.error || change.otpError || change.confirmError) patch(ch, change);
    }
  }

  return { contacts, patch, valueError, sendCode, toggle, cancel, checkForSave, addTo, applyServerErrors, inputs, otpInputs };
}
