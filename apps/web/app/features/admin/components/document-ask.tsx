import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextArea, TextInput } from '../../../components/ui/form-field';
import { useHydrated } from '../../../components/forms/use-hydrated';
import { apiRequest, messageOf } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { GENERIC_MESSAGES } from '@anupalan/shared';

/**
 * Staff (or the assigned service provider) ask the customer for one more document, with the reason
 * (issue 21). It joins the request's documents above; the customer is told by the server.
 */
export function DocumentAskForm({ requestId, mode }: { requestId: number; mode: 'staff' | 'provider' }) {
  const t = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; reason?: string }>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const url = `/api/v1/${mode === 'staff' ? 'admin' : 'partner'}/requests/${requestId}/documents/ask`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const local = {
      ...(name.trim() ? {} : { name: t('documentAsks.nameRequired') }),
      ...(reason.trim() ? {} : { reason: t('documentAsks.reasonRequired') }),
    };
    setErrors(local);
    setResult(null);
    if (local.name || local.reason) return;
    setBusy(true);
    const res = await apiRequest<{ success: true; message: string }>(url, { json: { name, reason } });
    setBusy(false);
    if (res.ok) {
      setName('');
      setReason('');
      setResult({ ok: true, message: res.body.message });
      await revalidator.revalidate();
      return;
    }
    const fields = (res.body as { errors?: Record<string, string[]> } | null)?.errors;
    setErrors({ name: fields?.name?.[0], reason: fields?.reason?.[0] });
    setResult({ ok: false, message: messageOf(res) ?? GENERIC_MESSAGES.INTERNAL });
  }

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-brand-900">{t('documentAsks.title')}</h3>
      <TextInput
        label={t('documentAsks.nameLabel')}
        value={name}
        maxLength={200}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <TextArea
        label={t('documentAsks.reasonLabel')}
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
      />
      <Button type="submit" size="sm" variant="outline" disabled={!hydrated} loading={busy}>
        {t('documentAsks.submit')}
      </Button>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'text-sm text-green-800' : 'text-sm text-red-700'}>
          {result.message}
        </p>
      ) : null}
    </form>
  );
}
