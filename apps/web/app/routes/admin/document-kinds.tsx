import { DOCUMENT_HOLDERS, DOCUMENT_HOLDER_LABELS, DOCUMENT_KIND_MESSAGES } from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/form-field';
import { SelectField } from '../../components/forms/select-field';
import { DataList } from '../../components/lists/data-list';
import { PageTitle } from '../../components/lists/list-page';
import { ActionForm, ResultNotice, useActionForm, type ActionResult } from '../../components/forms/action-form';
import { formObject, idParam, load, runAction } from '../../features/admin/lib/guard';
import { requireCatalogAdmin } from './catalog';
import type { Route } from './+types/document-kinds';

function kindsOf(context: Parameters<typeof requireCatalogAdmin>[0], url: URL) {
  const { user, svc } = requireCatalogAdmin(context, url);
  if (!svc.documentKinds) throw Object.assign(new Error('The back office is not available.'), { status: 503 });
  return { user, kinds: svc.documentKinds };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, kinds } = kindsOf(context, url);
  return { kinds: await load(() => kinds.list(user)) };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { user, kinds } = kindsOf(context, url);
  const form = formObject(await request.formData());
  return runAction(async () => {
    const body = { name: form.name ?? '', holder: form.holder ?? '', validity_months: form.validity_months ?? '' };
    if (form.id) {
      await kinds.update(user, idParam(form.id), body);
      return DOCUMENT_KIND_MESSAGES.saved;
    }
    await kinds.create(user, body);
    return DOCUMENT_KIND_MESSAGES.created;
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Document kinds · Back office' }];

const holders = DOCUMENT_HOLDERS.map((h) => [h, DOCUMENT_HOLDER_LABELS[h]] as const);

/**
 * `/admin/document-kinds` (issue 22): the kinds of document a service's required documents name
 * (PAN card, Aadhaar, …): a person's or a company's, and the months an upload stays valid (empty:
 * it does not expire). The customer's vault offers a kept document again for the same kind.
 */
export default function DocumentKinds({ loaderData }: Route.ComponentProps) {
  const { result, submitting } = useActionForm<ActionResult & { id?: string }>();
  return (
    <>
      <PageTitle>Document kinds</PageTitle>
      <p className="mb-4 text-slate-700">
        A service’s required document names one of these kinds in the catalogue; a customer’s kept document of the same kind is
        offered to their next order. Months valid: empty if it does not expire.
      </p>
      <ResultNotice result={result} />
      <ActionForm
        values={{ intent: 'add' }}
        className="mb-6 grid gap-3 rounded-card border border-slate-200 p-4 md:grid-cols-4 md:items-end"
        aria-label="Add a document kind"
      >
        <TextInput label="New kind" name="name" required />
        <SelectField label="Belongs to" name="holder" defaultValue="person" options={holders} />
        <TextInput label="Months valid" name="validity_months" inputMode="numeric" />
        <div>
          <Button type="submit" loading={submitting('intent', 'add')} loadingText="Adding...">
            Add kind
          </Button>
        </div>
      </ActionForm>
      <DataList empty="No document kinds yet.">
        {loaderData.kinds.map((k) => (
          <li key={k.id} className="p-4">
            <ActionForm values={{ id: k.id }} className="grid gap-3 md:grid-cols-4 md:items-end" aria-label={`Kind ${k.name}`}>
              <TextInput label="Name" name="name" defaultValue={k.name} required />
              <SelectField label="Belongs to" name="holder" defaultValue={k.holder} options={holders} />
              <TextInput
                label="Months valid"
                name="validity_months"
                inputMode="numeric"
                defaultValue={k.validity_months === null ? '' : String(k.validity_months)}
              />
              <div className="flex items-center gap-3">
                <Button type="submit" variant="outline" loading={submitting('id', String(k.id))} loadingText="Saving...">
                  Save<span className="sr-only"> {k.name}</span>
                </Button>
                <span className="text-sm text-slate-700">{k.services} service document(s)</span>
              </div>
            </ActionForm>
          </li>
        ))}
      </DataList>
    </>
  );
}
