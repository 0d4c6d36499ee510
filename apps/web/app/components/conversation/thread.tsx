import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Paperclip } from 'lucide-react';
import { DOCUMENT_ACCEPT, type ThreadMessage } from '@anupalan/shared';
import { formatDateTime as formatDateTimeIn } from '@anupalan/shared/i18n';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardTitle } from '../ui/card';
import { TextArea } from '../ui/form-field';
import { cn } from '../ui/cn';
import { useHydrated } from '../forms/use-hydrated';
import { apiRequest, messageOf } from '../../lib/api-client';
import { formatDateTime } from '../lists/data-list';
import { useT } from '../../lib/i18n';

/**
 * The thread on a request (issue 21), for the customer's, staff's and the service provider's pages:
 * the messages newest last (text as text: never HTML), then the form that sends one through the API
 * (multipart, with an optional attachment) and reloads the page's data. Staff may keep a message as
 * an internal note. Its texts are the `conversations` catalogue part, which every route showing it
 * registers (`routeMessages`).
 */
export function Thread({
  messages,
  postUrl,
  allowInternal = false,
  emptyText,
}: {
  messages: ThreadMessage[];
  postUrl: string;
  allowInternal?: boolean;
  emptyText?: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const text = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [internal, setInternal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message?: string; file?: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    const message = text.current?.value ?? '';
    if (!message.trim()) {
      setError({ message: t('conversations.empty') });
      text.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setNotice(null);
    const form = new FormData();
    form.append('message', message);
    if (allowInternal && internal) form.append('internal', 'true');
    const chosen = file.current?.files?.[0];
    if (chosen) form.append('file', chosen);
    const res = await apiRequest<{ success: true }>(postUrl, { form });
    setBusy(false);
    if (!res.ok) {
      const errs = res.body?.errors as Record<string, string[] | string> | undefined;
      const first = (v: string[] | string | undefined) => (Array.isArray(v) ? v[0] : v);
      const fileError = first(errs?.file);
      setError(
        fileError ? { file: fileError } : { message: first(errs?.message) ?? messageOf(res) ?? t('conversations.sendFailed') },
      );
      return;
    }
    if (text.current) text.current.value = '';
    if (file.current) file.current.value = '';
    setInternal(false);
    setNotice(t('conversations.sent'));
    await revalidator.revalidate();
  }

  return (
    <Card>
      <CardTitle as="h2">{t('conversations.threadTitle')}</CardTitle>
      {messages.length ? (
        <ol className="mt-4 space-y-3" aria-label={t('conversations.threadTitle')}>
          {messages.map((m) => (
            <li
              key={m.id}
              className={cn(
                'rounded-card border p-3',
                m.internal
                  ? 'border-amber-300 bg-amber-50'
                  : m.mine
                    ? 'border-brand-200 bg-brand-50'
                    : 'border-slate-200 bg-white',
              )}
            >
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{m.mine ? t('conversations.you') : m.author_name}</span>
                <span>· {t(`conversations.author.${m.author_kind}`)}</span>
                <span>· {t.lang === 'en' ? formatDateTime(m.created_at) : formatDateTimeIn(t.lang, m.created_at)}</span>
                {m.internal ? <Badge tone="warning">{t('conversations.internalBadge')}</Badge> : null}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{m.body}</p>
              {m.attachment ? (
                <p className="mt-2">
                  <a href={m.attachment.url} className="inline-flex items-center gap-1 font-medium text-brand-800 underline">
                    <Paperclip aria-hidden="true" className="size-4" />
                    {m.attachment.name}
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-slate-700">{emptyText ?? t('conversations.threadEmpty')}</p>
      )}
      <form method="post" encType="multipart/form-data" noValidate onSubmit={send} className="mt-4 space-y-3">
        <TextArea
          ref={text}
          id="thread-message"
          name="message"
          label={t(allowInternal ? 'conversations.staffMessageLabel' : 'conversations.messageLabel')}
          rows={3}
          maxLength={4000}
          error={error?.message}
        />
        <div className="space-y-1.5">
          <label htmlFor="thread-file" className="block font-medium text-slate-900">
            {t('conversations.attachmentLabel')}
          </label>
          <input
            ref={file}
            id="thread-file"
            name="file"
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-invalid={error?.file ? true : undefined}
            aria-describedby={error?.file ? 'thread-file-error' : undefined}
            className="block w-full text-sm"
          />
          {error?.file ? (
            <p id="thread-file-error" role="alert" className="text-sm text-red-700">
              {error.file}
            </p>
          ) : null}
        </div>
        {allowInternal ? (
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} className="size-4" />
            {t('conversations.noteLabel')}
          </label>
        ) : null}
        <Button type="submit" disabled={!hydrated} loading={busy} loadingText={t('conversations.sending')}>
          {t('conversations.send')}
        </Button>
        {notice ? (
          <p role="status" className="text-sm text-green-800">
            {notice}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
