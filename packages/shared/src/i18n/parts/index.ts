/**
 * Every catalogue part (ADR 0023, docs/architecture.md "Texts and languages"): the texts of one area
 * in a pair of files, `<feature>.en.ts` (`export const <feature>En = { '<feature>.key': '…' } as
 * const`) and `<feature>.hi.ts` (`export const <feature>Hi: { [K in keyof typeof <feature>En]:
 * string } = { … }`). A part is not in the shell's catalogue: the route module that shows it
 * registers it (`await routeMessages(<feature>En, () => import('…/<feature>.hi').then((m) =>
 * m.<feature>Hi))`, i18n/route-messages.ts), so its English travels in the route's chunk and its
 * Hindi is a chunk of its own, fetched only on a Hindi page. The server registers every part from
 * this list (i18n/server.ts), and the catalogue test checks every part's keys and placeholders.
 *
 * Adding a part: the two files, then ONE line here (`<feature>: [<feature>En, <feature>Hi],`).
 * The values are imported here for the server and the tests only; the browser imports this module's
 * types, never its values.
 */

import { calendarEn } from './calendar.en.ts';
import { calendarHi } from './calendar.hi.ts';
import { checkoutEn } from './checkout.en.ts';
import { checkoutHi } from './checkout.hi.ts';
import { conversationsEn } from './conversations.en.ts';
import { conversationsHi } from './conversations.hi.ts';
import { milestonesEn } from './milestones.en.ts';
import { milestonesHi } from './milestones.hi.ts';
import { requestsEn } from './requests.en.ts';
import { requestsHi } from './requests.hi.ts';
import { documentAsksEn } from './documentAsks.en.ts';
import { documentAsksHi } from './documentAsks.hi.ts';
import { privacyEn } from './privacy.en.ts';
import { privacyHi } from './privacy.hi.ts';
import { refundsEn } from './refunds.en.ts';
import { refundsHi } from './refunds.hi.ts';
import { dataRightsEn } from './dataRights.en.ts';
import { dataRightsHi } from './dataRights.hi.ts';
import { vaultEn } from './vault.en.ts';
import { vaultHi } from './vault.hi.ts';

export const PARTS = {
  vault: [vaultEn, vaultHi],
  dataRights: [dataRightsEn, dataRightsHi],
  refunds: [refundsEn, refundsHi],
  privacy: [privacyEn, privacyHi],
  documentAsks: [documentAsksEn, documentAsksHi],
  calendar: [calendarEn, calendarHi],
  checkout: [checkoutEn, checkoutHi],
  conversations: [conversationsEn, conversationsHi],
  milestones: [milestonesEn, milestonesHi],
  requests: [requestsEn, requestsHi],
} as const satisfies Record<string, readonly [Readonly<Record<string, string>>, Readonly<Record<string, string>>]>;

type EnglishOf<T> = T extends readonly [infer E, unknown] ? E : never;
type KeysOf<T> = T extends unknown ? Extract<keyof T, string> : never;
/** The keys of every part (a union over the parts). */
export type PartKey = KeysOf<EnglishOf<(typeof PARTS)[keyof typeof PARTS]>>;

/** Every part's messages in a language, for the server and the tests. */
export function allParts(lang: 'en' | 'hi'): Record<PartKey, string> {
  const out: Record<string, string> = {};
  for (const pair of Object.values(PARTS) as Array<readonly [Record<string, string>, Record<string, string>]>) {
    Object.assign(out, pair[lang === 'en' ? 0 : 1]);
  }
  return out as Record<PartKey, string>;
}
