import { useState } from 'react';
import { Link, redirect } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import {
  CATALOG_ADMIN_MESSAGES,
  DOCUMENT_KINDS,
  MILESTONE_MESSAGES,
  DOCUMENT_KIND_LABELS,
  SERVICE_RECURRENCES,
  SERVICE_RECURRENCE_LABELS,
  SERVICE_TYPES,
  SERVICE_TYPE_LABELS,
  describePrice,
  type AdminService,
} from '@anupalan/shared';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { TextInput } from '../../components/ui/form-field';
import { SelectField } from '../../components/forms/select-field';
import { cn } from '../../components/ui/cn';
import { EditingHeading } from '../../components/forms/editing-heading';
import { appServicesContext } from '@anupalan/shared/app-context';
import { RichTextField } from '../../features/admin/components/rich-text-field';
import { MilestoneEditor, milestonesFromForm } from '../../features/admin/components/milestone-editor';
import { ActionForm, useActionForm } from '../../components/forms/action-form';
import { idParam, load, runAction } from '../../features/admin/lib/guard';
import { requireCatalogAdmin } from './catalog';
import type { Route } from './+types/catalog-service';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, svc } = requireCatalogAdmin(context, url);
  const categories = (await load(() => svc.catalog.tree(user))).map((c) => ({ id: c.id, name: c.name }));
  // Issue 22: the kinds a required document may name.
  const kinds = svc.documentKinds
    ? (await load(() => svc.documentKinds!.list(user))).map((k) => ({ id: k.id, name: k.name }))
    : [];
  if (params.id === 'new') return { service: null, categories, milestones: null, kinds };
  const id = idParam(params.id);
  const requests = context.get(appServicesContext).requestAdmin;
  const [service, milestones] = await Promise.all([
    load(() => svc.catalog.getService(user, id)),
    requests ? requests.milestones(user, id) : null,
  ]);
  return { service, categories, milestones, kinds };
}

/** Form fields → the contract's shape; documents come as doc.N.name / .mandatory / .kind / .id. */
function serviceInput(form: FormData) {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  const rows = [...new Set([...form.keys()].flatMap((k) => /^doc\.(\d+)\./.exec(k)?.[1] ?? []))].sort(
    (a, b) => Number(a) - Number(b),
  );
  return {
    categoryId: text('categoryId'),
    name: text('name'),
    slug: text('slug'),
    descriptionHtml: text('descriptionHtml'),
    price: text('price'),
    governmentFee: text('governmentFee'),
    type: text('type'),
    recurrence: text('recurrence') || 'none',
    sacCode: text('sacCode'),
    active: form.get('active') === 'on',
    version: text('version'),
    documents: rows.map((n) => ({
      ...(text(`doc.${n}.id`) ? { id: text(`doc.${n}.id`) } : {}),
      name: text(`doc.${n}.name`),
      mandatory: form.get(`doc.${n}.mandatory`) === 'on',
      kind: text(`doc.${n}.kind`),
      documentKindId: text(`doc.${n}.documentKindId`),
    })),
  };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const { user, svc } = requireCatalogAdmin(context, url);
  const form = await request.formData();
  let createdId: number | null = null;
  const result = await runAction(async () => {
    if (form.get('intent') === 'milestones') {
      const requests = context.get(appServicesContext).requestAdmin;
      if (!requests) throw Object.assign(new Error('The back office is not available.'), { status: 503 });
      await requests.setMilestones(user, idParam(params.id), { milestones: milestonesFromForm(form) });
      return MILESTONE_MESSAGES.saved;
    }
    if (params.id === 'new') {
      const { version: _v, ...input } = serviceInput(form);
      createdId = (await svc.catalog.createService(user, input)).id;
      return CATALOG_ADMIN_MESSAGES.created;
    }
    const id = idParam(params.id);
    await svc.catalog.updateService(user, id, serviceInput(form));
    return CATALOG_ADMIN_MESSAGES.saved;
  });
  if (createdId) throw redirect(`/admin/catalog/services/${createdId}?created=1`);
  return result;
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.service ? `Edit ${data.service.name}` : 'New service'} · Back office` },
];

type DocRow = { key: number; id?: number; name: string; mandatory: boolean; kind: string; documentKindId: number | null };

function Documents({
  initial,
  error,
  kinds,
}: {
  initial: AdminService['documents'];
  error: (field: string) => string | undefined;
  /** Issue 22: the document kinds (PAN card, …) a file document may name. */
  kinds: { id: number; name: string }[];
}) {
  const [rows, setRows] = useState<DocRow[]>(() => initial.map((d, i) => ({ key: i, ...d })));
  const [next, setNext] = useState(initial.length);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="font-semibold text-slate-900">Required documents</legend>
      <p className="text-sm text-slate-700">
        A document removed here is no longer asked of new requests; requests made before keep it.
      </p>
      <ol className="mt-3 space-y-3">
        {rows.map((r, i) => (
          <li
            key={r.key}
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[2fr_1fr_1fr_auto_auto] sm:items-end"
          >
            {r.id ? <input type="hidden" name={`doc.${i}.id`} value={r.id} /> : null}
            <TextInput
              label={`Document ${i + 1} name`}
              name={`doc.${i}.name`}
              defaultValue={r.name}
              required
              error={error(`documents.${i}.name`)}
            />
            <SelectField
              label="Kind"
              name={`doc.${i}.kind`}
              defaultValue={r.kind}
              options={DOCUMENT_KINDS.map((k) => [k, DOCUMENT_KIND_LABELS[k]] as const)}
            />
            <SelectField
              label="Kind of document"
              name={`doc.${i}.documentKindId`}
              defaultValue={r.documentKindId === null ? '' : String(r.documentKindId)}
              options={[['', 'Free text (none)'] as const, ...kinds.map((k) => [String(k.id), k.name] as const)]}
            />
            <label className="flex min-h-11 items-center gap-2 font-medium text-slate-900">
              <input type="checkbox" name={`doc.${i}.mandatory`} defaultChecked={r.mandatory} className="size-5" />
              Mandatory
            </label>
            <Button type="button" variant="ghost" size="sm" onClick={() => setRows(rows.filter((x) => x.key !== r.key))}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove<span className="sr-only"> document {i + 1}</span>
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => {
          setRows([...rows, { key: next, name: '', mandatory: true, kind: 'Document', documentKindId: null }]);
          setNext(next + 1);
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add document
      </Button>
    </fieldset>
  );
}

/** `/admin/catalog/services/:id` (or `new`): edit a service; saving over someone else's change is refused. */
export default function CatalogService({ loaderData }: Route.ComponentProps) {
  const { service, categories, milestones } = loaderData;
  const { result, error, invalid, submitting } = useActionForm();
  const price = (p: number | null | undefined) => (p === null || p === undefined ? '' : String(p / 100));
  return (
    <>
      <EditingHeading
        title={service ? `Edit ${service.name}` : 'New service'}
        backLink={{ to: '/admin/catalog', label: 'Back to the catalogue' }}
        result={result}
      />
      <Card className="mt-4 max-w-3xl">
        <ActionForm
          values={{ version: service?.version }}
          className="grid gap-4 sm:grid-cols-2"
          key={service ? `${service.id}-${service.version}` : 'new'}
        >
          <TextInput label="Name" name="name" required defaultValue={service?.name} error={error('name')} />
          <TextInput
            label="Slug"
            name="slug"
            required
            defaultValue={service?.slug}
            error={error('slug')}
            hint="Lower-case letters, digits and hyphens"
          />
          <SelectField
            label="Category"
            name="categoryId"
            required
            error={error('categoryId')}
            defaultValue={service?.categoryId ?? categories[0]?.id}
            options={categories.map((c) => [String(c.id), c.name] as const)}
          />
          <SelectField
            label="For"
            name="type"
            required
            error={error('type')}
            defaultValue={service?.type ?? 'both'}
            options={SERVICE_TYPES.map((t) => [t, SERVICE_TYPE_LABELS[t]] as const)}
          />
          <SelectField
            label="Bought again every"
            name="recurrence"
            required
            error={error('recurrence')}
            defaultValue={service?.recurrence ?? 'none'}
            options={SERVICE_RECURRENCES.map((r) => [r, SERVICE_RECURRENCE_LABELS[r]] as const)}
          />
          <TextInput
            label="Price in ₹ (GST included)"
            name="price"
            inputMode="decimal"
            required
            defaultValue={price(service?.pricePaise)}
            error={error('price')}
          />
          <TextInput
            label="Government fee in ₹"
            name="governmentFee"
            inputMode="decimal"
            defaultValue={price(service?.governmentFeePaise)}
            hint="Empty for none"
            error={error('governmentFee')}
          />
          <TextInput
            label="SAC code"
            name="sacCode"
            inputMode="numeric"
            required
            defaultValue={service?.sacCode ?? '998231'}
            error={error('sacCode')}
          />
          <label className="flex min-h-11 items-center gap-2 self-end font-medium text-slate-900">
            <input type="checkbox" name="active" defaultChecked={service ? service.active : true} className="size-5" />
            Active (offered on the storefront)
          </label>
          <div className="sm:col-span-2">
            <RichTextField
              label="Description"
              name="descriptionHtml"
              defaultValue={service?.descriptionHtml ?? ''}
              error={error('descriptionHtml')}
            />
          </div>
          <Documents initial={service?.documents ?? []} error={error} kinds={loaderData.kinds} />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" loading={submitting()} loadingText="Saving...">
              {service ? 'Save service' : 'Create service'}
            </Button>
            {invalid('version') ? (
              <Link reloadDocument to="." className={buttonClasses({ variant: 'outline' })}>
                Reload
              </Link>
            ) : null}
          </div>
        </ActionForm>
      </Card>
      {milestones ? <MilestoneEditor plan={milestones} error={error} submitting={submitting('intent', 'milestones')} /> : null}
      {service ? (
        <Card className="mt-8 max-w-3xl">
          <CardTitle as="h2">Preview</CardTitle>
          <p className="mt-1 text-sm text-slate-700">As saved, the way the storefront shows it.</p>
          <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="text-lg font-semibold text-brand-900">{service.name}</h3>
            <p className="mt-1">{describePrice(service.pricePaise, service.governmentFeePaise).text}</p>
            <div className="prose-content mt-3 text-slate-800" dangerouslySetInnerHTML={{ __html: service.descriptionHtml }} />
          </div>
          <a href={service.publicPath} className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'mt-4')}>
            Open the storefront page
          </a>
        </Card>
      ) : null}
    </>
  );
}
