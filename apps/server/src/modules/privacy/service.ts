import {
  CONSENT_PURPOSES,
  PRIVACY_MESSAGES as M,
  PRIVACY_NOTICE,
  PRIVACY_NOTICE_PATH,
  type ConsentAnswer,
  type ConsentMeta,
  type ConsentPurpose,
  type ConsentRecord,
  type ConsentSource,
  type ConsentsResponse,
  type WithdrawablePurpose,
} from '@anupalan/shared';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
export type { ConsentAnswer, ConsentMeta };
import type { ConsentOwner, ConsentRepository, ConsentRow } from './repository.ts';

/** A person as the privacy module knows them: the account and its contacts. */
export interface ConsentPerson {
  id: number;
  email: string | null;
  mobile: string | null;
}

const ownerOf = (p: ConsentPerson): ConsentOwner => ({
  userId: p.id,
  contacts: [p.email?.toLowerCase() ?? '', p.mobile ?? ''].filter(Boolean),
});

/**
 * Consent under the DPDP Act 2023 (issue 24): which notice version, when, from where and for which
 * purpose each person agreed to, at sign-up, the consultation form, partner registration and the
 * newsletter; the profile's Privacy section shows it and withdraws marketing or WhatsApp at once;
 * a new notice version asks each signed-in customer once (`needs_answer` until they answer it).
 */
export function createPrivacyService(d: { repo: ConsentRepository; clock: Clock }) {
  const iso = (x: Date | null) => x?.toISOString() ?? null;
  const present = (r: ConsentRow): ConsentRecord => ({
    id: r.id,
    purpose: r.purpose,
    notice_version: r.noticeVersion,
    source: r.source,
    channel: r.channel,
    given_at: r.givenAt.toISOString(),
    withdrawn_at: iso(r.withdrawnAt),
  });

  /**
   * Records what one form gave: the purpose the form exists for (service delivery, or marketing for
   * the newsletter) and the optional purposes ticked, under the notice version the page showed (the
   * one in force for a client that sent none). A purpose already in force under that version is not
   * recorded twice.
   */
  async function record(
    who: { userId?: number | null; contact?: string | null },
    source: ConsentSource,
    answer: ConsentAnswer,
    meta: ConsentMeta,
    base: ConsentPurpose[] = ['service'],
    tx?: Tx,
  ): Promise<void> {
    const noticeVersion = answer.notice_version ?? PRIVACY_NOTICE.version;
    const wanted = [...new Set([...base, ...(answer.consent_purposes ?? [])])];
    const owner: ConsentOwner = { userId: who.userId ?? null, contacts: who.contact ? [who.contact.toLowerCase()] : [] };
    const existing = await d.repo.of(owner, tx);
    const inForce = new Set(existing.filter((r) => !r.withdrawnAt && r.noticeVersion === noticeVersion).map((r) => r.purpose));
    const at = d.clock.now();
    await d.repo.insert(
      wanted
        .filter((p) => !inForce.has(p))
        .map((purpose) => ({
          userId: who.userId ?? null,
          contact: who.userId ? null : (who.contact?.toLowerCase() ?? null),
          purpose,
          noticeVersion,
          source,
          channel: answer.notice_version === undefined && meta.channel === 'web' ? 'api' : meta.channel,
          clientIp: meta.clientIp?.slice(0, 64) ?? null,
          userAgent: meta.userAgent?.slice(0, 400) ?? null,
          givenAt: at,
        })),
      tx,
    );
  }

  async function overview(person: ConsentPerson): Promise<ConsentsResponse> {
    const rows = await d.repo.of(ownerOf(person));
    const answered = rows.some((r) => r.userId === person.id && r.noticeVersion >= PRIVACY_NOTICE.version);
    return {
      success: true,
      notice: { version: PRIVACY_NOTICE.version, published: PRIVACY_NOTICE.published, path: PRIVACY_NOTICE_PATH },
      needs_answer: !answered,
      purposes: CONSENT_PURPOSES.map((purpose) => {
        const mine = rows.filter((r) => r.purpose === purpose);
        const inForce = mine.filter((r) => !r.withdrawnAt);
        const lastWithdrawn = mine
          .map((r) => r.withdrawnAt)
          .filter((x): x is Date => !!x)
          .sort((a, b) => b.getTime() - a.getTime())[0];
        return {
          purpose,
          given: inForce.length > 0,
          given_at: inForce.length ? inForce[inForce.length - 1]!.givenAt.toISOString() : null,
          withdrawn_at: inForce.length ? null : iso(lastWithdrawn ?? null),
        };
      }),
      records: rows.map(present).reverse(),
    };
  }

  return {
    record,
    overview,

    /** The profile or the re-asked notice: service delivery always (using the account is it), and what was ticked. */
    async give(
      person: ConsentPerson,
      body: { notice_version: number; purposes: ConsentPurpose[]; source: 'notice_update' | 'profile' },
      meta: ConsentMeta,
    ): Promise<ConsentsResponse> {
      await record(
        { userId: person.id },
        body.source,
        { notice_version: body.notice_version, consent_purposes: body.purposes },
        meta,
      );
      return overview(person);
    },

    /** A WhatsApp opt-in on the profile's Notifications card is WhatsApp consent under the notice in force. */
    whatsappOptIn(person: ConsentPerson): Promise<void> {
      return record(
        { userId: person.id },
        'profile',
        { notice_version: PRIVACY_NOTICE.version },
        { clientIp: null, channel: 'web' },
        ['whatsapp'],
      );
    },

    /** Withdraws a purpose at once: every record of it in force, the account's and its contacts'. */
    async withdraw(person: ConsentPerson, purpose: WithdrawablePurpose | 'service'): Promise<ConsentsResponse> {
      if (purpose === 'service')
        throw new AppError('VALIDATION', M.withdrawServiceRefused, { purpose: [M.withdrawServiceRefused] });
      await d.repo.withdraw(ownerOf(person), purpose, d.clock.now());
      return overview(person);
    },

    /**
     * What the notifications module asks before choosing channels: marketing only with a marketing
     * consent in force; WhatsApp stops when its consent was withdrawn after the last opt-in.
     */
    async channelConsent(person: ConsentPerson): Promise<{ marketing: boolean; whatsappWithdrawnAt: Date | null }> {
      const rows = await d.repo.of(ownerOf(person));
      const marketing = rows.some((r) => r.purpose === 'marketing' && !r.withdrawnAt);
      const whatsapp = rows.filter((r) => r.purpose === 'whatsapp');
      const inForce = whatsapp.some((r) => !r.withdrawnAt);
      const withdrawn = whatsapp.map((r) => r.withdrawnAt?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
      return { marketing, whatsappWithdrawnAt: !inForce && withdrawn ? new Date(withdrawn) : null };
    },

    /** The data export's part: every consent record of the person, as plain JSON. */
    async exportOf(person: ConsentPerson): Promise<ConsentRecord[]> {
      return (await d.repo.of(ownerOf(person))).map(present);
    },

    /**
     * The erasure's step, in the erasure's transaction: the person's consent records lose everything
     * that names them (account, contact, address, browser) and are withdrawn; returns how many.
     */
    eraseIn(tx: Tx, person: ConsentPerson): Promise<number> {
      return d.repo.anonymise(tx, ownerOf(person), d.clock.now());
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
