import { Link, data } from 'react-router';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { appServicesContext } from '@anupalan/shared/app-context';
import { CATALOG_ADMIN_MESSAGES, adminIdParamsSchema, formatInr, type CatalogAdminServices } from '@anupalan/shared';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { TextInput } from '../../components/ui/form-field';
import { EditingHeading } from '../../components/forms/editing-heading';
import { RichTextField } from '../../features/admin/components/rich-text-field';
import { ActionButton, ActionForm, useActionForm } from '../../components/forms/action-form';
import { formObject, load, requireStaff, runAction } from '../../features/admin/lib/guard';
import { htmlToText } from '../../lib/html-text';
import type { Route } from './+types/catalog';

/** The staff user and the catalogue-editing services of this request (role checked first). */
export function requireCatalogAdmin(context: Parameters<typeof requireStaff>[0], url: URL) {
  const { user } = requireStaff(context, url);
  const svc = context.get(appServicesContext).catalogAdmin;
  if (!svc) throw data({ message: 'The back office is not available.' }, { status: 503 });
  return { user, svc: svc as CatalogAdminServices };
}

/** A page's `:id`: a positive id, or the page is 404 (never a 500 for a mistyped address). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requireCatalogAdmin(context, url);
  return { categories: await load(() => svc.catalog.tree(user)) };
}

/** Moves `id` one place up or down in `ids`. */
function moved(ids: number[], id: number, dir: string): number[] {
  const i = ids.indexOf(id);
  const j = dir === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= ids.length) return ids;
  const out = [...ids];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { user, svc } = requireCatalogAdmin(context, url);
  const form = formObject(await request.formData());
  return runAction(async () => {
    const tree = await svc.catalog.tree(user);
    const parsed = adminIdParamsSchema.safeParse({ id: form.id });
    const id = parsed.success ? parsed.data.id : 0;
    switch (form.intent) {
      case 'move-category':
        await svc.catalog.orderCategories(user, {
          ids: moved(
            tree.map((c) => c.id),
            id,
            form.dir ?? '',
          ),
        });
        return CATALOG_ADMIN_MESSAGES.reordered;
      case 'move-service': {
        const cat = tree.find((c) => c.services.some((s) => s.id === id));
        if (cat)
          await svc.catalog.orderServices(user, cat.id, {
            ids: moved(
              cat.services.map((s) => s.id),
              id,
              form.dir ?? '',
            ),
          });
        return CATALOG_ADMIN_MESSAGES.reordered;
      }
      case 'move-faq': {
        const cat = tree.find((c) => c.faqs.some((f) => f.id === id));
        if (cat)
          await svc.catalog.orderFaqs(user, cat.id, {
            ids: moved(
              cat.faqs.map((f) => f.id),
              id,
              form.dir ?? '',
            ),
          });
        return CATALOG_ADMIN_MESSAGES.reordered;
      }
      case 'add-faq':
        await svc.catalog.createFaq(user, id, { questionHtml: form.questionHtml, answerHtml: form.answerHtml });
        return CATALOG_ADMIN_MESSAGES.created;
      case 'edit-faq':
        await svc.catalog.updateFaq(user, id, { questionHtml: form.questionHtml, answerHtml: form.answerHtml });
        return CATALOG_ADMIN_MESSAGES.saved;
      case 'delete-faq':
        await svc.catalog.deleteFaq(user, id);
        return CATALOG_ADMIN_MESSAGES.deleted;
      case 'add-category':
        await svc.catalog.createCategory(user, {
          name: form.name,
          slug: form.slug,
          overviewHtml: form.overviewHtml ?? '',
          active: form.active === 'on',
        });
        return CATALOG_ADMIN_MESSAGES.created;
      default:
        return CATALOG_ADMIN_MESSAGES.saved;
    }
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Catalogue · Back office' }];

function Move({ intent, id, label, first, last }: { intent: string; id: number; label: string; first: boolean; last: boolean }) {
  return (
    <div className="flex gap-1">
      {(['up', 'down'] as const).map((dir) => (
        <ActionButton
          key={dir}
          values={{ intent, id, dir }}
          size="sm"
          variant="ghost"
          disabled={dir === 'up' ? first : last}
          aria-label={`Move ${label} ${dir}`}
        >
          {dir === 'up' ? <ArrowUp aria-hidden="true" className="size-4" /> : <ArrowDown aria-hidden="true" className="size-4" />}
        </ActionButton>
      ))}
    </div>
  );
}

/** `/admin/catalog`: categories in order with their services and FAQs; order, add, open to edit. */
export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { result, error } = useActionForm();
  const { categories } = loaderData;
  return (
    <>
      <EditingHeading title="Catalogue" newLink={{ to: '/admin/catalog/services/new', label: 'New service' }} result={result} />
      <ol className="space-y-6">
        {categories.map((c, ci) => (
          <li key={c.id}>
            <Card>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <CardTitle as="h2">
                  {c.name} {c.active ? null : <Badge tone="warning">Hidden</Badge>}
                </CardTitle>
                <div className="flex flex-wrap items-center gap-2">
                  <a
                    href={c.publicPath}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  >
                    Preview<span className="sr-only"> {c.name} on the storefront</span>
                  </a>
                  <Move intent="move-category" id={c.id} label={c.name} first={ci === 0} last={ci === categories.length - 1} />
                </div>
              </div>
              <h3 className="mt-4 font-semibold text-slate-900">Services</h3>
              <ol className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {c.services.map((s, si) => (
                  <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                    <div>
                      <span className="font-medium">{s.name}</span>{' '}
                      <span className="text-slate-700">{formatInr(s.pricePaise)}</span>{' '}
                      {s.active ? null : <Badge tone="warning">Inactive</Badge>}
                    </div>
                    <div className="flex items-center gap-2">
                      <Link to={`/admin/catalog/services/${s.id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                        Edit<span className="sr-only"> {s.name}</span>
                      </Link>
                      <Move intent="move-service" id={s.id} label={s.name} first={si === 0} last={si === c.services.length - 1} />
                    </div>
                  </li>
                ))}
                {c.services.length === 0 ? <li className="p-3 text-slate-700">No services yet.</li> : null}
              </ol>
              <details className="mt-4">
                <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900">FAQs ({c.faqs.length})</summary>
                <ol className="mt-2 space-y-2">
                  {c.faqs.map((f, fi) => (
                    <li key={f.id} className="rounded-lg border border-slate-200 bg-white p-3">
                      <div className="prose-content font-medium" dangerouslySetInnerHTML={{ __html: f.questionHtml }} />
                      <div className="prose-content mt-1 text-slate-800" dangerouslySetInnerHTML={{ __html: f.answerHtml }} />
                      <div className="mt-2 flex gap-2">
                        <Move intent="move-faq" id={f.id} label="FAQ" first={fi === 0} last={fi === c.faqs.length - 1} />
                        <ActionButton values={{ intent: 'delete-faq', id: f.id }} size="sm" variant="danger">
                          Delete FAQ
                        </ActionButton>
                      </div>
                      <details className="mt-2">
                        <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
                          Edit FAQ<span className="sr-only"> {htmlToText(f.questionHtml)}</span>
                        </summary>
                        <ActionForm
                          values={{ intent: 'edit-faq', id: f.id }}
                          noValidate={false}
                          className="mt-2 grid gap-3"
                          key={`${f.id}-${f.questionHtml}-${f.answerHtml}`}
                        >
                          <TextInput label="Question" name="questionHtml" required defaultValue={htmlToText(f.questionHtml)} />
                          <RichTextField label="Answer" name="answerHtml" defaultValue={f.answerHtml} required />
                          <div>
                            <Button type="submit" variant="outline">
                              Save FAQ
                            </Button>
                          </div>
                        </ActionForm>
                      </details>
                    </li>
                  ))}
                </ol>
                <ActionForm values={{ intent: 'add-faq', id: c.id }} noValidate={false} className="mt-3 grid gap-3">
                  <TextInput label="Question" name="questionHtml" required />
                  <RichTextField label="Answer" name="answerHtml" defaultValue="" required />
                  <div>
                    <Button type="submit" variant="outline">
                      Add FAQ
                    </Button>
                  </div>
                </ActionForm>
              </details>
            </Card>
          </li>
        ))}
      </ol>
      <Card className="mt-8 max-w-2xl">
        <CardTitle as="h2">New category</CardTitle>
        <ActionForm values={{ intent: 'add-category' }} noValidate={false} className="mt-4 grid gap-4">
          <TextInput label="Name" name="name" required error={error('name')} />
          <TextInput label="Slug" name="slug" required error={error('slug')} hint="Lower-case letters, digits and hyphens" />
          <RichTextField label="Overview" name="overviewHtml" defaultValue="" error={error('overviewHtml')} />
          <label className="flex min-h-11 items-center gap-2 font-medium text-slate-900">
            <input type="checkbox" name="active" defaultChecked className="size-5" />
            Show on the storefront
          </label>
          <div>
            <Button type="submit">Create category</Button>
          </div>
        </ActionForm>
      </Card>
    </>
  );
}
