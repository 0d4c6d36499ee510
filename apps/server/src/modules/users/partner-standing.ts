import { REQUEST_ADMIN_MESSAGES } from '@anupalan/shared';

type PartnerRole = 'reseller' | 'service_provider';

/** Why a partner may not act as one: not an approved partner (of that role), or e-mail not proven yet. */
export type PartnerRefusal = { reason: 'not_partner' | 'email_unproven'; message: string };

/**
 * The one rule for what a partner (reseller or service provider) may do as a partner (issue 27 item
 * 6): an approved (active) account of that role whose e-mail address is proven. Registered partners
 * get `email` only by proving it (`pending_email` until then). Every partner action and every route
 * that serves a request's files to its assignee asks this, and a request is assigned to a service
 * provider only when it says yes. Answers null when allowed, else the reason and the message to show.
 */
export function partnerRefusal(
  account: { role: string; status: string; email: string | null } | null | undefined,
  role: PartnerRole | 'any' = 'any',
): PartnerRefusal | null {
  const roleOk =
    account && (role === 'any' ? account.role === 'reseller' || account.role === 'service_provider' : account.role === role);
  if (!account || !roleOk || account.status !== 'active')
    return { reason: 'not_partner', message: REQUEST_ADMIN_MESSAGES.partnerOnly };
  if (!account.email) return { reason: 'email_unproven', message: REQUEST_ADMIN_MESSAGES.emailUnproven };
  return null;
}
