import {
  DELIVERY_STATUS_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  type Delivery,
  type DeliveryStatus,
  type TemplatePreview,
} from '@anupalan/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDateTime } from '../../../components/lists/data-list';

export const DELIVERY_TONE: Record<DeliveryStatus, BadgeTone> = {
  pending: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  skipped: 'neutral',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <Badge tone={DELIVERY_TONE[status]}>{DELIVERY_STATUS_LABELS[status]}</Badge>;
}

/** An event's name as staff read it (`documents_needed` → `Documents needed`). */
export function eventLabel(event: string): string {
  const words = event.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The times of a delivery: queued, then sent or failed. */
export function deliveryTimes(d: Delivery): string {
  const end = d.sentAt ? `sent ${formatDateTime(d.sentAt)}` : d.failedAt ? `failed ${formatDateTime(d.failedAt)}` : null;
  return `Queued ${formatDateTime(d.createdAt)}${end ? `, ${end}` : ''}`;
}

/**
 * A request's or a customer's delivery log as a table (event, channel, template, recipient, status,
 * attempts, provider message id, times); scrolls sideways on a phone.
 */
export function DeliveryTable({ items, caption }: { items: readonly Delivery[]; caption: string }) {
  if (!items.length) return <p className="mt-4 text-slate-700">No messages yet.</p>;
  return (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Event
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Channel
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Recipient
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Attempts
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Provider id
            </th>
            <th scope="col" className="py-2 font-medium">
              Times
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((d) => (
            <tr key={d.id} className="align-top">
              <td className="py-2 pr-3">
                {eventLabel(d.event)}
                <span className="block text-slate-600">
                  {d.template} ({d.language})
                </span>
              </td>
              <td className="py-2 pr-3">{NOTIFICATION_CHANNEL_LABELS[d.channel]}</td>
              <td className="py-2 pr-3 break-all">{d.recipient}</td>
              <td className="py-2 pr-3">
                <DeliveryStatusBadge status={d.status} />
                {d.error ? <span className="block break-words text-slate-700">{d.error}</span> : null}
              </td>
              <td className="py-2 pr-3">{d.attempts}</td>
              <td className="py-2 pr-3 break-all">{d.providerMessageId ?? '—'}</td>
              <td className="py-2">{deliveryTimes(d)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One template's previews: the e-mail's subject and text, the SMS text with its DLT id, the WhatsApp template. */
export function TemplatePreviewCard({ t }: { t: TemplatePreview }) {
  return (
    <details className="rounded-card border border-slate-200 bg-white p-4">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">
        {t.title}{' '}
        <span className="font-normal text-slate-600">
          ({t.event}, {t.language})
        </span>
      </summary>
      <p className="mt-2 text-sm text-slate-700">Variables: {t.vars.length ? t.vars.join(', ') : 'none'}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <section aria-label={`${t.title}: e-mail`}>
          <h3 className="font-medium text-slate-900">E-mail</h3>
          <p className="mt-1 text-sm">
            <span className="text-slate-600">Subject: </span>
            {t.email.subject}
          </p>
          <pre className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap">{t.email.text}</pre>
        </section>
        <section aria-label={`${t.title}: SMS`}>
          <h3 className="font-medium text-slate-900">SMS</h3>
          <p className="mt-1 text-sm text-slate-600">DLT template: {t.sms.dltTemplateId ?? 'not configured'}</p>
          <pre className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap">{t.sms.text}</pre>
        </section>
        <section aria-label={`${t.title}: WhatsApp`}>
          <h3 className="font-medium text-slate-900">WhatsApp</h3>
          <p className="mt-1 text-sm">
            <span className="text-slate-600">Template: </span>
            {t.whatsapp.name}
          </p>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
            {t.whatsapp.params.map((p, i) => (
              <li key={i} className="break-words">
                {p}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </details>
  );
}
