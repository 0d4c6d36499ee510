import { useState } from 'react';
import { Archive } from 'lucide-react';
import { formatIndianDate, type DocumentStoreResponse, type SavedOffer } from '@anupalan/shared';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { fillWithSaved } from '../api/requests';

/**
 * Issue 22: "Use saved PAN card, accepted 12 March" on an order's document row: one click fills the
 * document with the file kept in the customer's vault (nothing is uploaded again).
 */
export function SavedOfferButton({
  offer,
  target,
  onUsed,
  onError,
}: {
  offer: SavedOffer;
  target: { serviceId: number; requestId: number | null };
  onUsed: (document: DocumentStoreResponse['document'], message: string) => void;
  onError: (message: string) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const label = t(offer.state === 'accepted' ? 'vault.useSaved' : 'vault.useSavedPending', {
    name: offer.name,
    date: formatIndianDate(offer.date),
  });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        try {
          const res = await fillWithSaved({
            service_id: target.serviceId,
            request_id: target.requestId,
            document_id: offer.document_id,
            vault_document_id: offer.vault_document_id,
          });
          if (res.ok) onUsed(res.body.document, t('vault.usedSaved', { name: offer.name }));
          else onError(messageOf(res) ?? t('vault.loadFailed'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Archive aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
