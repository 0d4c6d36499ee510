import { ExternalLink } from 'lucide-react';
import type { VaultList } from '@anupalan/shared';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { VaultDocumentFacts, vaultGroups } from './my-documents';

/** A customer's vault as staff see it (the request page, the customer's documents page): by person and company, each file viewable. */
export function StaffVault({ data, title }: { data: VaultList | null; title?: string }) {
  const t = useT();
  const heading = title ?? t('vault.staffTitle');
  return (
    <Card className="mt-6" aria-label={heading}>
      <CardTitle>{heading}</CardTitle>
      {!data || data.documents.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('vault.staffNone')}</p>
      ) : (
        vaultGroups(data, t).map((g) => (
          <section key={g.key} className="mt-4">
            <h3 className="font-semibold text-slate-800">{g.title}</h3>
            <ul className="mt-2 divide-y divide-slate-200">
              {g.documents.map((d) => (
                <li key={d.id} data-vault-document={d.name} className="py-3">
                  <VaultDocumentFacts doc={d} />
                  <a
                    href={d.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mt-1' })}
                  >
                    <ExternalLink aria-hidden="true" className="size-4" />
                    {t('vault.view')}
                    <span className="sr-only"> {d.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </Card>
  );
}
