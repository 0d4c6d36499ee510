import { appServicesContext } from '@anupalan/shared/app-context';
import { PageTitle } from '../../components/lists/list-page';
import { StaffVault } from '../../features/vault/components/staff-vault';
import { idParam, load, requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/customer-documents';
import { routeMessages } from '@anupalan/shared/i18n';
import { vaultEn } from '@anupalan/shared/i18n/parts/vault.en';

await routeMessages(vaultEn, () => import('@anupalan/shared/i18n/parts/vault.hi').then((m) => m.vaultHi));

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user } = requireStaff(context, url);
  const vault = context.get(appServicesContext).vault;
  const id = idParam(params.id);
  return { id, vault: vault ? await load(() => vault.forCustomer(user, id)) : null };
}

export const meta: Route.MetaFunction = () => [{ title: 'Customer’s documents · Back office' }];

/** `/admin/customers/:id/documents` (issue 22): a customer's document vault, with the orders that used each and its review. */
export default function CustomerDocuments({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Customer #{loaderData.id}: documents</PageTitle>
      <StaffVault data={loaderData.vault} title="Kept documents" />
    </>
  );
}
