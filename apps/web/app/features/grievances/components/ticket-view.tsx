import { Link } from 'react-router';
import type { Grievance } from '@anupalan/shared';
import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_MESSAGES as M,
  GRIEVANCE_STATUS_LABELS,
} from '@anupalan/shared/contracts/grievances-texts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<Grievance['status'], BadgeTone> = {
  open: 'warning',
  acknowledged: 'info',
  resolved: 'success',
  closed: 'neutral',
};

export const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
        new Date(iso),
      )
    : '—';

/** A ticket's number, status, category, order and clocks (the list's row and the ticket page's head). */
export function TicketSummary({ g, link = false }: { g: Grievance; link?: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {link ? (
          <Link to={`/grievance/${g.ticketNo}`} className="font-semibold text-brand-800 underline">
            {g.ticketNo}
          </Link>
        ) : (
          <span className="font-semibold text-brand-900">{g.ticketNo}</span>
        )}
        <Badge tone={TONES[g.status]}>{GRIEVANCE_STATUS_LABELS[g.status]}</Badge>
        <span className="text-sm text-slate-700">{GRIEVANCE_CATEGORY_LABELS[g.category]}</span>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        {g.orderLabel ? (
          <div>
            <dt className="inline font-medium">Order: </dt>
            <dd className="inline">{g.orderLabel}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-medium">Filed: </dt>
          <dd className="inline">{when(g.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{g.acknowledgedAt ? 'Acknowledged: ' : `${M.ackBy}: `}</dt>
          <dd className="inline">{when(g.acknowledgedAt ?? g.ackDueAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{g.resolvedAt ? 'Resolved: ' : `${M.resolveBy}: `}</dt>
          <dd className="inline">{when(g.resolvedAt ?? g.resolveDueAt)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** `/grievance/:ticket`: the complaint as filed and the officer's replies. */
export function TicketPage({ g }: { g: Grievance }) {
  return (
    <div className="container-page py-10 sm:py-14">
      <Link to="/grievance" className="text-sm font-medium text-brand-800 underline">
        Back to {M.title.toLowerCase()}
      </Link>
      <h1 className="mt-3 text-page-title font-bold tracking-tight text-brand-900">Complaint {g.ticketNo}</h1>
      <div className="mt-6 max-w-3xl space-y-6">
        <TicketSummary g={g} />
        <section aria-labelledby="complaint-text">
          <h2 id="complaint-text" className="text-lg font-semibold text-brand-900">
            Your complaint
          </h2>
          <p className="mt-2 whitespace-pre-wrap text-slate-800">{g.description}</p>
          {g.attachments.length ? (
            <ul className="mt-2 space-y-1 text-sm">
              {g.attachments.map((a) => (
                <li key={a.id}>
                  <a className="text-brand-800 underline" href={`/api/v1/user/grievances/attachments/${a.id}`}>
                    {a.fileName}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section aria-labelledby="replies-heading">
          <h2 id="replies-heading" className="text-lg font-semibold text-brand-900">
            {M.repliesHeading}
          </h2>
          {g.replies.length ? (
            <ol className="mt-2 space-y-3">
              {g.replies.map((r) => (
                <li key={r.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
                  <p className="text-sm text-slate-600">{when(r.createdAt)}</p>
                  <p className="mt-1 whitespace-pre-wrap text-slate-900">{r.body}</p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-slate-700">{M.noReplies}</p>
          )}
        </section>
        {g.resolution ? (
          <section aria-labelledby="resolution-heading">
            <h2 id="resolution-heading" className="text-lg font-semibold text-brand-900">
              Resolution
            </h2>
            <p className="mt-2 whitespace-pre-wrap text-slate-800">{g.resolution}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
