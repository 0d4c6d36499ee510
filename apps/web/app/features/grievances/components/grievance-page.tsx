import { useId, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Grievance, GrievanceOfficer } from '@anupalan/shared';
import {
  GRIEVANCE_ATTACHMENT_FIELDS,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_DESCRIPTION_MAX,
  GRIEVANCE_MESSAGES as M,
} from '@anupalan/shared/contracts/grievances-texts';
import { useHydrated } from '../../../components/forms/use-hydrated';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { FormField, TextArea } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { NativeSelect } from '../../../components/ui/select';
import { serverMessage, succeeded, unreachable } from '../../../lib/api-client';
import { fileGrievance } from '../api/file-grievance';
import { OfficerCard } from './officer-card';
import { TicketSummary } from './ticket-view';

type Errors = Partial<Record<string, string>>;

/** The complaint form: order (own orders only), category, description, up to three attachments. */
function ComplaintForm({ orders }: { orders: Array<{ id: number; label: string }> }) {
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  const [requestId, setRequestId] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string; ticketNo?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { files: useId() };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const local: Errors = {};
    if (!category) local.category = M.category;
    if (!description.trim()) local.description = M.descriptionRequired;
    setErrors(local);
    if (Object.keys(local).length) {
      setMessage({ ok: false, text: Object.values(local)[0]! });
      return;
    }
    const form = new FormData();
    form.set('category', category);
    form.set('description', description);
    form.set('request_id', requestId);
    files.slice(0, GRIEVANCE_ATTACHMENT_FIELDS.length).forEach((f, i) => form.set(GRIEVANCE_ATTACHMENT_FIELDS[i]!, f));
    setSending(true);
    setMessage(null);
    try {
      const res = await fileGrievance(form);
      if (succeeded(res)) {
        setMessage({ ok: true, text: res.body.message, ticketNo: res.body.data.ticketNo });
        setRequestId('');
        setCategory('');
        setDescription('');
        setFiles([]);
        if (fileInput.current) fileInput.current.value = '';
        void revalidate();
        return;
      }
      const fieldErrors = (!res.ok && res.body?.errors) || {};
      const mapped: Errors = {};
      for (const [k, v] of Object.entries(fieldErrors)) mapped[k.startsWith('attachment_') ? 'attachments' : k] = v[0];
      setErrors(mapped);
      setMessage({
        ok: false,
        text: unreachable(res)
          ? 'Network error. Please check your connection and try again.'
          : (serverMessage(res) ?? 'Please try again.'),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-labelledby="complaint-heading">
      <h2 id="complaint-heading" className="text-xl font-semibold text-brand-900">
        {M.formHeading}
      </h2>
      <NativeSelect
        label={M.orderLabel}
        name="request_id"
        value={requestId}
        onChange={(e) => setRequestId(e.target.value)}
        placeholder={M.noOrder}
        options={orders.map((o) => ({ value: String(o.id), label: o.label }))}
        error={errors.request_id}
      />
      <NativeSelect
        label={M.categoryLabel}
        name="category"
        required
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        placeholder="-- Choose a category --"
        options={GRIEVANCE_CATEGORIES.map((c) => ({ value: c, label: GRIEVANCE_CATEGORY_LABELS[c] }))}
        error={errors.category}
      />
      <TextArea
        label={M.descriptionLabel}
        name="description"
        required
        rows={5}
        maxLength={GRIEVANCE_DESCRIPTION_MAX}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      <FormField
        label={M.attachmentsLabel}
        id={ids.files}
        error={errors.attachments}
        hint={files.length > 1 ? files.map((f) => f.name).join(', ') : 'Up to three files.'}
      >
        {(control) => (
          <FilePicker
            control={control}
            ref={fileInput}
            file={files[0] ?? null}
            multiple
            accept="application/pdf,image/jpeg,image/png"
            buttonLabel="Choose files"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, GRIEVANCE_ATTACHMENT_FIELDS.length))}
          />
        )}
      </FormField>
      {message ? (
        <Notice tone={message.ok ? 'success' : 'error'}>
          {message.text}
          {message.ticketNo ? (
            <>
              {' '}
              <Link className="underline" to={`/grievance/${message.ticketNo}`}>
                Open ticket {message.ticketNo}
              </Link>
            </>
          ) : null}
        </Notice>
      ) : null}
      <Button type="submit" disabled={!hydrated} loading={sending} loadingText={M.submitting}>
        {M.submit}
      </Button>
    </form>
  );
}

/** `/grievance`: the officer, the complaint form (signed in) and the customer's own tickets. */
export function GrievancePage({
  officer,
  signedIn,
  tickets,
  orders,
}: {
  officer: GrievanceOfficer;
  signedIn: boolean;
  tickets: Grievance[];
  orders: Array<{ id: number; label: string }>;
}) {
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-page-title font-bold tracking-tight text-brand-900 sm:text-4xl">{M.title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{M.intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          {signedIn ? (
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <ComplaintForm orders={orders} />
            </div>
          ) : (
            <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-xl font-semibold text-brand-900">{M.formHeading}</h2>
              <p className="mt-2 text-slate-700">{M.signInToFile}</p>
              <Link
                className={buttonClasses({ className: 'mt-4' })}
                to={`/?login=required&redirectTo=${encodeURIComponent('/grievance')}`}
              >
                {M.signInButton}
              </Link>
            </div>
          )}
          {signedIn ? (
            <section aria-labelledby="tickets-heading">
              <h2 id="tickets-heading" className="text-xl font-semibold text-brand-900">
                {M.myTickets}
              </h2>
              {tickets.length ? (
                <ul className="mt-3 space-y-3">
                  {tickets.map((g) => (
                    <li key={g.ticketNo}>
                      <TicketSummary g={g} link />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-slate-700">{M.noTickets}</p>
              )}
            </section>
          ) : null}
        </div>
        <OfficerCard officer={officer} />
      </div>
    </div>
  );
}
