import type { Tx } from '../../db/tx.ts';
import type { CompanyService } from '../companies/service.ts';
import type { UserService } from '../users/service.ts';
import type { Party } from './snapshot.ts';

/** The recipient of an invoice, read inside the payment's transaction. */
export type RecipientLookup = (tx: Tx, userId: number, companyId: number | null) => Promise<Party>;

/**
 * An invoice is addressed to the company the service was bought for (its GSTIN, address and state)
 * or else to the customer (name, profile address). The owners' services are asked, within the
 * payment's transaction; invoices read neither `companies` nor `users`.
 */
export function createRecipientLookup(d: {
  users: Pick<UserService, 'within'>;
  companies: Pick<CompanyService, 'within'>;
}): RecipientLookup {
  return async (tx, userId, companyId) => {
    const c = companyId ? await d.companies.within(tx).findAnyById(companyId) : undefined;
    if (c) {
      return {
        name: c.name,
        address: [c.address1, c.address2, c.city, c.district, `${c.state} ${c.pinCode}`].filter(Boolean).join(', '),
        state: c.state,
        gstin: c.gstNo,
        email: c.email,
        mobile: c.mobile,
      };
    }
    const found = await d.users.within(tx).findWithProfile(userId);
    const u = found?.user;
    const p = found?.profile;
    const address = p
      ? [p.addressLine1, p.addressLine2, p.city, p.district, [p.state, p.pincode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')
      : '';
    return {
      name: u?.name || u?.email || u?.mobile || 'Customer',
      address: address || null,
      state: p?.state ?? null,
      gstin: null,
      email: u?.email ?? null,
      mobile: u?.mobile ?? null,
    };
  };
}
