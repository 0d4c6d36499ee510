import { Link } from 'react-router';
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
import { TextInput } from '../../components/ui/form-field';
import { SelectField } from '../../components/forms/select-field';
import { DataList } from '../../components/lists/data-list';
import { EditingHeading } from '../../components/forms/editing-heading';
import { ActionButton, ActionForm, useActionForm } from '../../components/forms/action-form';
import { formObject, idParam, load, runAction } from '../../features/admin/lib/guard';
import { requireCatalogAdmin } from './catalog';
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

/** The three choices of a home card, each a select over a fixed list. */
const CARD_CHOICES = {
  audience: { label: 'Tab', options: HOME_AUDIENCES.map((a) => [a.value, a.label] as const) },
  link: { label: 'Opens', options: CATEGORY_ROUTES.map((c) => [c.path, `${c.title} (${c.path})`] as const) },
  icon: { label: 'Icon', options: HOME_CARD_ICONS.map((i) => [i, i] as const) },
} as const;

type FieldError = (field: string) => string | undefined;

function CardChoice({ name, card, error }: { name: keyof typeof CARD_CHOICES; card?: AdminHomeCard; error: FieldError }) {
  const { label, options } = CARD_CHOICES[name];
  return <SelectField label={label} name={name} required defaultValue={card?.[name]} options={options} error={error(name)} />;
}

/** The fields of a "Made for everyone" card: the tab, title, text, the page it opens, icon and position. */
function HomeCardFields({ card, error }: { card?: AdminHomeCard; error: FieldError }) {
  return (
    <>
      <CardChoice name="audience" card={card} error={error} />
      <TextInput label="Title" name="title" defaultValue={card?.title} required error={error('title')} />
      <TextInput
        label="Text"
        name="text"
        defaultValue={card?.text}
        required
        fieldClassName="sm:col-span-2"
        error={error('text')}
      />
      <CardChoice name="link" card={card} error={error} />
      <CardChoice name="icon" card={card} error={error} />
      <TextInput
        label="Position (lower first)"
        name="sortOrder"
        inputMode="numeric"
        defaultValue={card?.sortOrder ?? 0}
        required
        error={error('sortOrder')}
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
          <ActionButton
            key={b.label}
            values={{ intent: 'move', audience: card.audience, ids: moved(b.to) }}
            size="sm"
            variant="outline"
          >
            {b.label}
            <span className="sr-only"> {card.title}</span>
          </ActionButton>
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
      <ActionButton
        values={{ intent: 'update', kind, id, ...values, active: active ? 'false' : 'true' }}
        size="sm"
        variant="outline"
      >
        {active ? 'Hide' : 'Show'}
      </ActionButton>
      <ActionButton values={{ intent: 'delete', kind, id }} size="sm" variant="danger">
        Delete
      </ActionButton>
    </div>
  );
}

/** One home-page entry: what it says, whether it is hidden, and its Hide/Show and Delete buttons. */
function ContentRow({
  kind,
  id,
  active,
  values,
  title,
  detail,
  edit,
  extra,
}: {
  kind: ContentKind;
  id: number;
  active: boolean;
  /** Its current fields, posted again by Hide/Show. */
  values: Record<string, string | number>;
  title: React.ReactNode;
  detail: string;
  /** An inline edit form under the text. */
  edit?: React.ReactNode;
  /** More buttons before Hide/Show. */
  extra?: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className={edit ? 'min-w-0 flex-1' : undefined}>
        {title} {active ? null : <Badge tone="warning">Hidden</Badge>}
        <span className="block text-sm text-slate-700">{detail}</span>
        {edit}
      </div>
      {extra}
      <RowActions kind={kind} id={id} active={active} values={values} />
    </li>
  );
}

/** `/admin/content`: articles, and the home page's notices, due dates, testimonials and tab cards. */
export default function Content({ loaderData }: Route.ComponentProps) {
  const { blogs, home } = loaderData;
  const { result, error } = useActionForm();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return (
    <>
      <EditingHeading title="Content" newLink={{ to: '/admin/content/blogs/new', label: 'New article' }} result={result} />
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
                  <ContentRow
                    key={n.id}
                    kind={kind}
                    id={n.id}
                    active={n.active}
                    values={{ text: n.text, category: n.category, publishedOn: n.publishedOn }}
                    title={n.text}
                    detail={`${n.category} · ${n.publishedOn}`}
                  />
                ))
              : kind === 'due-dates'
                ? home['due-dates'].map((d) => (
                    <ContentRow
                      key={d.id}
                      kind={kind}
                      id={d.id}
                      active={d.active}
                      values={{ text: d.text, category: d.category, dueOn: d.dueOn }}
                      title={d.text}
                      detail={`${d.category} · due ${d.dueOn}`}
                    />
                  ))
                : kind === 'home-cards'
                  ? home['home-cards'].map((c) => (
                      <ContentRow
                        key={c.id}
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
                        title={<span className="font-medium">{c.title}</span>}
                        detail={`${HOME_AUDIENCES.find((a) => a.value === c.audience)?.label} · position ${c.sortOrder} · ${c.link}`}
                        edit={
                          <details className="mt-2">
                            <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
                              Edit<span className="sr-only"> {c.title}</span>
                            </summary>
                            <ActionForm
                              values={{ intent: 'update', kind, id: c.id, active: String(c.active) }}
                              noValidate={false}
                              className="mt-2 grid max-w-2xl gap-3 sm:grid-cols-2"
                            >
                              <HomeCardFields card={c} error={error} />
                              <div className="sm:col-span-2">
                                <Button type="submit" variant="outline">
                                  Save
                                </Button>
                              </div>
                            </ActionForm>
                          </details>
                        }
                        extra={<MoveButtons card={c} cards={home['home-cards']} />}
                      />
                    ))
                  : home.testimonials.map((t) => (
                      <ContentRow
                        key={t.id}
                        kind={kind}
                        id={t.id}
                        active={t.active}
                        values={{ title: t.title, review: t.review, name: t.name, company: t.company, rating: t.rating }}
                        title={<span className="font-medium">{t.title}</span>}
                        detail={`${t.name}${t.company ? `, ${t.company}` : ''} · ${t.rating}/5`}
                      />
                    ))}
          </DataList>
          <details className="mt-3">
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
              Add to {TITLES[kind].toLowerCase()}
            </summary>
            <ActionForm
              values={{ intent: 'create', kind, active: 'true' }}
              noValidate={false}
              className="mt-2 grid max-w-2xl gap-3 sm:grid-cols-2"
            >
              {kind === 'home-cards' ? (
                <HomeCardFields error={error} />
              ) : kind === 'testimonials' ? (
                <>
                  <TextInput label="Title" name="title" required error={error('title')} />
                  <TextInput label="Name" name="name" required error={error('name')} />
                  <TextInput label="Company" name="company" error={error('company')} />
                  <TextInput label="Rating (1 to 5)" name="rating" inputMode="numeric" required error={error('rating')} />
                  <TextInput label="Review" name="review" required fieldClassName="sm:col-span-2" error={error('review')} />
                </>
              ) : (
                <>
                  <TextInput label="Text" name="text" required fieldClassName="sm:col-span-2" error={error('text')} />
                  <TextInput label="Category" name="category" required error={error('category')} />
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
            </ActionForm>
          </details>
        </section>
      ))}
    </>
  );
}
