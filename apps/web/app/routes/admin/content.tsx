import { Form, Link, useActionData } from 'react-router';
import {
  CATALOG_ADMIN_MESSAGES,
  CATEGORY_ROUTES,
  CONTENT_KINDS,
  HOME_AUDIENCES,
  HOME_CARD_ICONS,
  type AdminHomeCard,
  type ContentKind,
} from '@anupalan/shared';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormField, TextInput, controlBorder, controlClasses } from '../../components/ui/form-field';
import { cn } from '../../components/ui/cn';
import { DataList, PageTitle } from '../../features/admin/components/admin-shell';
import { formObject, load, runAction, type ActionResult } from '../../features/admin/lib/guard';
import { idParam, requireCatalogAdmin } from './catalog';
import type { Route } from './+types/content';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requireCatalogAdmin(context, url);
  const [blogs, home] = await Promise.all([load(() => svc.blogs.list(user)), load(() => svc.home.list(user))]);
  return { blogs, home };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { user, svc } = requireCatalogAdmin(context, url);
  const { intent, kind, id, ...fields } = formObject(await request.formData());
  return runAction(async () => {
    if (intent === 'move') {
      const ids = String(fields.ids ?? '')
        .split(',')
        .filter(Boolean)
        .map(Number);
      await svc.home.orderCards(user, String(fields.audience ?? ''), { ids });
      return CATALOG_ADMIN_MESSAGES.reordered;
    }
    const k = CONTENT_KINDS.find((x) => x === kind);
    if (!k) return CATALOG_ADMIN_MESSAGES.saved;
    if (intent === 'delete') {
      await svc.home.remove(user, k, idParam(id));
      return CATALOG_ADMIN_MESSAGES.deleted;
    }
    const body = { ...fields, active: fields.active === 'on' || fields.active === 'true' };
    if (intent === 'update') {
      await svc.home.update(user, k, idParam(id), body);
      return CATALOG_ADMIN_MESSAGES.saved;
    }
    await svc.home.create(user, k, body);
    return CATALOG_ADMIN_MESSAGES.created;
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Content · Back office' }];

const TITLES: Record<ContentKind, string> = {
  notices: 'Notices',
  'due-dates': 'Due dates',
  testimonials: 'Testimonials',
  'home-cards': 'Home page tab cards',
};

type FieldErrors = Record<string, string[] | undefined> | undefined;

function Choice({
  label,
  name,
  options,
  value,
  error,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <FormField label={label} required error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={value} className={cn(controlClasses, controlBorder(!!error))}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The fields of a "Made for everyone" card: the tab, title, text, the page it opens, icon and position. */
function HomeCardFields({ card, errors }: { card?: AdminHomeCard; errors: FieldErrors }) {
  return (
    <>
      <Choice
        label="Tab"
        name="audience"
        value={card?.audience}
        options={HOME_AUDIENCES.map((a) => ({ value: a.value, label: a.label }))}
        error={errors?.audience?.[0]}
      />
      <TextInput label="Title" name="title" defaultValue={card?.title} required error={errors?.title?.[0]} />
      <TextInput
        label="Text"
        name="text"
        defaultValue={card?.text}
        required
        fieldClassName="sm:col-span-2"
        error={errors?.text?.[0]}
      />
      <Choice
        label="Opens"
        name="link"
        value={card?.link}
        options={CATEGORY_ROUTES.map((c) => ({ value: c.path, label: `${c.title} (${c.path})` }))}
        error={errors?.link?.[0]}
      />
      <Choice
        label="Icon"
        name="icon"
        value={card?.icon}
        options={HOME_CARD_ICONS.map((i) => ({ value: i, label: i }))}
        error={errors?.icon?.[0]}
      />
      <TextInput
        label="Position (lower first)"
        name="sortOrder"
        inputMode="numeric"
        defaultValue={card?.sortOrder ?? 0}
        required
        error={errors?.sortOrder?.[0]}
      />
    </>
  );
}

/** Moves a card one place up or down among its tab's cards (the whole order is sent). */
function MoveButtons({ card, cards }: { card: AdminHomeCard; cards: AdminHomeCard[] }) {
  const tab = cards.filter((c) => c.audience === card.audience);
  const at = tab.findIndex((c) => c.id === card.id);
  const moved = (to: number) => {
    const ids = tab.map((c) => c.id);
    ids.splice(at, 1);
    ids.splice(to, 0, card.id);
    return ids.join(',');
  };
  return (
    <>
      {[
        { label: 'Move up', to: at - 1, show: at > 0 },
        { label: 'Move down', to: at + 1, show: at < tab.length - 1 },
      ]
        .filter((b) => b.show)
        .map((b) => (
          <Form key={b.label} method="post">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="audience" value={card.audience} />
            <input type="hidden" name="ids" value={moved(b.to)} />
            <Button type="submit" size="sm" variant="outline">
              {b.label}
              <span className="sr-only"> {card.title}</span>
            </Button>
          </Form>
        ))}
    </>
  );
}

function RowActions({
  kind,
  id,
  values,
  active,
}: {
  kind: ContentKind;
  id: number;
  values: Record<string, string | number>;
  active: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        {Object.entries(values).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="active" value={active ? 'false' : 'true'} />
        <Button type="submit" size="sm" variant="outline">
          {active ? 'Hide' : 'Show'}
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" size="sm" variant="danger">
          Delete
        </Button>
      </Form>
    </div>
  );
}

/** `/admin/content`: articles, and the home page's notices, due dates, testimonials and tab cards. */
export default function Content({ loaderData }: Route.ComponentProps) {
  const { blogs, home } = loaderData;
  const result = useActionData<ActionResult>();
  const errors = result && !result.ok ? result.fieldErrors : undefined;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return (
    <>
      <PageTitle
        actions={
          <Link to="/admin/content/blogs/new" className={buttonClasses({ size: 'sm' })}>
            New article
          </Link>
        }
      >
        Content
      </PageTitle>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={cn(
            'mb-4 rounded-lg px-3 py-2 font-medium',
            result.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800',
          )}
        >
          {result.message}
        </p>
      ) : null}
      <h2 className="mb-2 text-xl font-semibold text-slate-900">Articles</h2>
      <DataList empty="No articles yet.">
        {blogs.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <span className="font-medium">{b.title}</span>{' '}
              <Badge tone={b.published ? 'success' : 'neutral'}>{b.published ? 'Published' : 'Draft'}</Badge>
              <span className="block text-sm text-slate-700">
                {b.category} · {b.publishedOn}
              </span>
            </div>
            <Link to={`/admin/content/blogs/${b.id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Edit<span className="sr-only"> {b.title}</span>
            </Link>
          </li>
        ))}
      </DataList>

      {CONTENT_KINDS.map((kind) => (
        <section key={kind} className="mt-10" aria-labelledby={`h-${kind}`}>
          <h2 id={`h-${kind}`} className="mb-2 text-xl font-semibold text-slate-900">
            {TITLES[kind]}
          </h2>
          <DataList empty="Nothing here yet.">
            {kind === 'notices'
              ? home.notices.map((n) => (
                  <li key={n.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                    <div>
                      {n.text} {n.active ? null : <Badge tone="warning">Hidden</Badge>}
                      <span className="block text-sm text-slate-700">
                        {n.category} · {n.publishedOn}
                      </span>
                    </div>
                    <RowActions
                      kind={kind}
                      id={n.id}
                      active={n.active}
                      values={{ text: n.text, category: n.category, publishedOn: n.publishedOn }}
                    />
                  </li>
                ))
              : kind === 'due-dates'
                ? home['due-dates'].map((d) => (
                    <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                      <div>
                        {d.text} {d.active ? null : <Badge tone="warning">Hidden</Badge>}
                        <span className="block text-sm text-slate-700">
                          {d.category} · due {d.dueOn}
                        </span>
                      </div>
                      <RowActions
                        kind={kind}
                        id={d.id}
                        active={d.active}
                        values={{ text: d.text, category: d.category, dueOn: d.dueOn }}
                      />
                    </li>
                  ))
                : kind === 'home-cards'
                  ? home['home-cards'].map((c) => (
                      <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                        <div className="min-w-0 flex-1">
                          <span className="font-medium">{c.title}</span> {c.active ? null : <Badge tone="warning">Hidden</Badge>}
                          <span className="block text-sm text-slate-700">
                            {HOME_AUDIENCES.find((a) => a.value === c.audience)?.label} · position {c.sortOrder} · {c.link}
                          </span>
                          <details className="mt-2">
                            <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
                              Edit<span className="sr-only"> {c.title}</span>
                            </summary>
                            <Form method="post" className="mt-2 grid max-w-2xl gap-3 sm:grid-cols-2">
                              <input type="hidden" name="intent" value="update" />
                              <input type="hidden" name="kind" value={kind} />
                              <input type="hidden" name="id" value={c.id} />
                              <input type="hidden" name="active" value={String(c.active)} />
                              <HomeCardFields card={c} errors={errors} />
                              <div className="sm:col-span-2">
                                <Button type="submit" variant="outline">
                                  Save
                                </Button>
                              </div>
                            </Form>
                          </details>
                        </div>
                        <MoveButtons card={c} cards={home['home-cards']} />
                        <RowActions
                          kind={kind}
                          id={c.id}
                          active={c.active}
                          values={{
                            audience: c.audience,
                            title: c.title,
                            text: c.text,
                            link: c.link,
                            icon: c.icon,
                            sortOrder: c.sortOrder,
                          }}
                        />
                      </li>
                    ))
                  : home.testimonials.map((t) => (
                      <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                        <div>
                          <span className="font-medium">{t.title}</span> {t.active ? null : <Badge tone="warning">Hidden</Badge>}
                          <span className="block text-sm text-slate-700">
                            {t.name}
                            {t.company ? `, ${t.company}` : ''} · {t.rating}/5
                          </span>
                        </div>
                        <RowActions
                          kind={kind}
                          id={t.id}
                          active={t.active}
                          values={{ title: t.title, review: t.review, name: t.name, company: t.company, rating: t.rating }}
                        />
                      </li>
                    ))}
          </DataList>
          <details className="mt-3">
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
              Add to {TITLES[kind].toLowerCase()}
            </summary>
            <Form method="post" className="mt-2 grid max-w-2xl gap-3 sm:grid-cols-2">
              <input type="hidden" name="intent" value="create" />
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="active" value="true" />
              {kind === 'home-cards' ? (
                <HomeCardFields errors={errors} />
              ) : kind === 'testimonials' ? (
                <>
                  <TextInput label="Title" name="title" required error={errors?.title?.[0]} />
                  <TextInput label="Name" name="name" required error={errors?.name?.[0]} />
                  <TextInput label="Company" name="company" error={errors?.company?.[0]} />
                  <TextInput label="Rating (1 to 5)" name="rating" inputMode="numeric" required error={errors?.rating?.[0]} />
                  <TextInput label="Review" name="review" required fieldClassName="sm:col-span-2" error={errors?.review?.[0]} />
                </>
              ) : (
                <>
                  <TextInput label="Text" name="text" required fieldClassName="sm:col-span-2" error={errors?.text?.[0]} />
                  <TextInput label="Category" name="category" required error={errors?.category?.[0]} />
                  <TextInput
                    label={kind === 'notices' ? 'Date' : 'Due on'}
                    type="date"
                    name={kind === 'notices' ? 'publishedOn' : 'dueOn'}
                    defaultValue={today}
                    required
                  />
                </>
              )}
              <div className="sm:col-span-2">
                <Button type="submit" variant="outline">
                  Add
                </Button>
              </div>
            </Form>
          </details>
        </section>
      ))}
    </>
  );
}
