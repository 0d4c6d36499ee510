import type { DataRightsContributor } from '../../lib/data-rights.ts';
import type { PrivacyService } from './service.ts';

/**
 * The consent records in an export and an erasure (issue 24): exported as they are; erased, they
 * lose everything that names the person (account, contact, address, browser) and stay as the
 * record of which notice was agreed, for which purposes and when.
 */
export function createConsentDataRights(
  privacy: Pick<PrivacyService, 'exportOf' | 'eraseIn'>,
  person: (id: number) => Promise<{ id: number; email: string | null; mobile: string | null } | undefined>,
): DataRightsContributor {
  return {
    name: 'consents',
    async export(userId) {
      const p = await person(userId);
      return { data: p ? await privacy.exportOf({ id: p.id, email: p.email, mobile: p.mobile }) : [] };
    },
    async erase(tx, p) {
      const n = await privacy.eraseIn(tx, p);
      if (!n) return { erased: [], kept: [], files: [] };
      return {
        erased: ['dataRights.erased.consents'],
        kept: [{ what: 'dataRights.kept.consents', why: 'dataRights.why.consents', until: null }],
        files: [],
      };
    },
  };
}
