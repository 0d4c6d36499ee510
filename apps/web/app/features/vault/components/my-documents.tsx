import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ExternalLink, FileUp, Trash2 } from 'lucide-react';
import { DOCUMENT_ACCEPT, formatIndianDate, type VaultDocument, type VaultList, type VaultState } from '@anupalan/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListError } from '../../../components/lists/list-states';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { useToast } from '../../../components/ui/toast';
import { messageOf } from '../../../lib/api-client';
import { useT, type Translator } from '../../../lib/i18n';
import { useRetry } from '../../../lib/use-retry';
import { deleteVaultDocument, replaceVaultDocument } from '../api/vault';

const TONES: Record<VaultState, BadgeTone> = {
  accepted: 'success',
  pending: 'info',
  needs_reupload: 'danger',
  expired: 'warning',
};

/** The groups of a vault: the person's own documents, then each company's (companies without any left out). */
export function vaultGroups(data: VaultList, t: Translator) {
  const groups = [{ key: 'person', title: t('vault.person'), documents: data.documents.filter((d) => d.company_id === null) }];
  for (const c of data.companies) {
    const documents = data.documents.filter((d) => d.company_id === c.id);
    if (documents.length) groups.push({ key: `c${c.id}`, title: t('vault.company', { company: c.name }), documents });
  }
  return groups;
}

/** /my-documents (issue 22): every kept document, by person and company, with view, replace and delete. */
export function MyDocuments({ data, failed }: { data: VaultList | null; failed: string | null }) {
  const t = useT();
  const { retry } = useRetry();
  return (
    <div className="container-page py-10">
      <h1 className="text-page-title font-semibold text-brand-900">{t('vault.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t('vault.intro')}</p>
      {failed || !data ? (
        <ListError message={failed ?? t('vault.loadFailed')} onRetry={retry} />
      ) : data.documents.length === 0 ? (
        <p className="mt-8 text-slate-700">{t('vault.none')}</p>
      ) : (
        vaultGroups(data, t).map((g) => (
          <section key={g.key} aria-labelledby={`vault-${g.key}`} className="mt-8">
            <h2 id={`vault-${g.key}`} className="text-lg font-semibold text-brand-900">
              {g.title}
            </h2>
            {g.documents.length === 0 ? (
              <p className="mt-2 text-slate-700">{t('vault.none')}</p>
            ) : (
              <ul className="mt-3 grid gap-4 md:grid-cols-2">
                {g.documents.map((d) => (
                  <li key={d.id}>
                    <DocumentCard doc={d} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </div>
  );
}

/** A kept document as the customer and staff see it: name, state, dates and the orders that used it. */
export function VaultDocumentFacts({ doc }: { doc: VaultDocument }) {
  const t = useT();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words text-slate-900">{doc.name}</h3>
        <Badge tone={TONES[doc.state]}>{t(`vault.state.${doc.state}`)}</Badge>
      </div>
      <p className="mt-1 text-sm break-all text-slate-700">{doc.file_name}</p>
      <p className="mt-1 text-sm text-slate-700">
        {t('vault.uploaded', { date: formatIndianDate(doc.uploaded_at) })}
        {doc.expires_at ? ` · ${t('vault.expires', { date: formatIndianDate(doc.expires_at) })}` : ''}
      </p>
      {doc.review_reason ? <p className="mt-1 text-sm break-words text-red-800">{doc.review_reason}</p> : null}
      <p className="mt-1 text-sm text-slate-700">
        {doc.orders.length
          ? `${t('vault.usedBy')}: ${doc.orders
              .map((o) => `#${o.request_id} ${o.service_name}${o.open ? ` (${t('vault.open')})` : ''}`)
              .join(', ')}`
          : t('vault.unused')}
      </p>
    </>
  );
}

function DocumentCard({ doc }: { doc: VaultDocument }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = `vault-file-${doc.id}`;

  const replace = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      const res = await replaceVaultDocument(doc.id, file);
      if (res.ok) {
        toast({ tone: 'success', title: t('vault.replaced', { name: doc.name }) });
        await revalidator.revalidate();
      } else setError(messageOf(res) ?? t('vault.loadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await deleteVaultDocument(doc.id);
      if (res.ok) {
        const kept = res.body.kept_until && res.body.kept_for_order;
        toast({
          tone: 'success',
          title: kept
            ? t('vault.deletedKept', {
                name: doc.name,
                order: res.body.kept_for_order!,
                date: formatIndianDate(`${res.body.kept_until}T00:00:00+05:30`),
              })
            : t('vault.deleted', { name: doc.name }),
        });
        await revalidator.revalidate();
      } else setError(messageOf(res) ?? t('vault.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-vault-document={doc.name} className="h-full">
      <VaultDocumentFacts doc={doc} />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <a
          href={doc.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={`${t('vault.view')} ${doc.name}`}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('vault.view')}
        </a>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={DOCUMENT_ACCEPT}
          disabled={busy}
          className="peer sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void replace(file);
          }}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses({
            variant: 'outline',
            size: 'sm',
            className:
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          })}
        >
          <FileUp aria-hidden="true" className="size-4" />
          {t('vault.replace')}
          <span className="sr-only"> {doc.name}</span>
        </label>
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          tone="danger"
          title={t('vault.deleteTitle', { name: doc.name })}
          description={t('vault.deleteBody')}
          confirmLabel={t('vault.delete')}
          cancelLabel={t('vault.cancel')}
          onConfirm={() => void remove()}
          trigger={
            <Button type="button" variant="ghost" size="sm" disabled={busy} aria-label={`${t('vault.delete')} ${doc.name}`}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('vault.delete')}
            </Button>
          }
        />
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
