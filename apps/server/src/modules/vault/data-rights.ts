import type { DataRightsContributor } from '../../lib/data-rights.ts';
import type { VaultService } from './service.ts';

const safe = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 120) || 'document';

/**
 * The customer's document vault in an export and an erasure (issue 22 and 24): every kept document
 * with its review and its file; erased, the rows go in the erasure's transaction and their files
 * after it commits.
 */
export function createVaultDataRights(vault: Pick<VaultService, 'exportFor' | 'eraseFor'>): DataRightsContributor {
  return {
    name: 'vault',
    async export(userId) {
      const { documents } = await vault.exportFor(userId);
      const files: Array<{ key: string; path: string }> = [];
      const data = documents.map((d) => {
        const path = `vault/${String(d.id)}-${safe(String(d.file_name ?? 'document'))}`;
        files.push({ key: String(d.storage_key), path });
        const { storage_key: _key, ...shown } = d;
        return { ...shown, file: `files/${path}` };
      });
      return { data, files };
    },
    async erase(tx, person) {
      const keys = await vault.eraseFor(tx, person.id);
      return { erased: keys.length ? ['dataRights.erased.vault'] : [], kept: [], files: keys };
    },
  };
}
