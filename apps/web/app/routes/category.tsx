import { data } from 'react-router';
import type { Faq, MenuDetail, MenuSummary } from '@anupalan/shared';
import { findCategoryMenu } from '@anupalan/shared/categories';
import { appServicesContext } from '@anupalan/shared/app-context';
import { describePrice } from '@anupalan/shared/pricing';
import { CATEGORY_CONFIGS, categoryForPath, localisedConfig, serviceSectionId } from '../features/catalog/category-config';
import { langOfPath } from '@anupalan/shared/i18n';
import { translator, useT } from '../lib/i18n';
import { CategoryFailure, CategoryPage } from '../features/catalog/components/category-page';
import { consultationAction } from '../features/leads/consultation-action.server';
import { deferred } from '../components/deferred';
import { htmlToText, truncateText } from '../lib/html-text';
import { absoluteUrl, breadcrumbLd, jsonLd, pageMeta } from '../lib/seo';
import type { Route } from './+types/category';

const ConsultationForm = deferred({
  load: () => import('../features/leads/components/consultation-form').then((m) => m.ConsultationForm),
  visibleMargin: '200px',
});

/**
 * The page's category comes from its route (the matched pattern, e.g. '/gst'), never from the
 * request's address: on a client navigation that is the route-data URL ('/gst.data'). The menu is
 * the one whose address this is, else picked by keyword (storefront §2, §4).
 */
export async function loader({ url, pattern, context }: Route.LoaderArgs) {
  const config = categoryForPath(pattern);
  if (!config) throw data(null, { status: 404 });
  const key = config.key;
  const { publicCatalog: catalog } = context.get(appServicesContext);
  try {
    const menus = await catalog.listMenus();
    let summary: MenuSummary | undefined;
    // The income tax page is driven by a menu id when one is passed (?menuId=), else the first menu.
    const wanted = key === 'income-tax' ? url.searchParams.get('menuId') : null;
    if (wanted && /^[1-9]\d{0,9}$/.test(wanted)) summary = menus.find((m) => m.id === Number(wanted));
    // The menu living at this address (its stable category key, so a renamed category keeps its
    // page), else the spec's keyword match.
    summary ??= menus.find((m) => m.route === config.path) ?? findCategoryMenu(menus, key);
    const menu: MenuDetail | null = summary ? await catalog.getMenu(summary.id) : null;
    if (!menu) {
      console.warn(`no menu found for ${config.path}`);
      return data({ key, state: 'missing' as const, menu: null, faqs: [] as Faq[] }, { status: 404 });
    }
    let faqs: Faq[] = [];
    try {
      faqs = await catalog.listFaqs(menu.id);
    } catch (err) {
      // FAQ errors are only logged (storefront §8); the page still shows.
      console.error('FAQ load failed', err);
    }
    return data({ key, state: 'ready' as const, menu, faqs });
  } catch (err) {
    console.error(`category load failed for ${config.path}`, err);
    return data({ key, state: 'failed' as const, menu: null, faqs: [] as Faq[] }, { status: 503 });
  }
}

/** The consultation form's plain (no-JavaScript) post: the page again, with the result (features/leads). */
export async function action({ request, url, context }: Route.ActionArgs) {
  return consultationAction({ request, url, context });
}

/** A plain post refused for too many a minute says when to try again (Retry-After), as the API does. */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const out = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('retry-after');
  if (retryAfter) out.set('retry-after', retryAfter);
  return out;
};

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = matches[0]?.loaderData?.site;
  if (!loaderData || !site) return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
  const lang = langOfPath(location.pathname);
  const t = translator(lang);
  const config = localisedConfig(CATEGORY_CONFIGS[loaderData.key], lang);
  if (loaderData.state !== 'ready' || !loaderData.menu) {
    return [{ title: `${config.label} | ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
  }
  const { menu, faqs } = loaderData;
  const description = truncateText(htmlToText(menu.menu_description) || config.summary, 160);
  const tags = [
    ...pageMeta({ site, title: t('category.meta.title', { name: menu.name }), description, path: config.path, lang }),
    breadcrumbLd(site, [
      { name: t('breadcrumb.home'), path: t.path('/') },
      { name: menu.name, path: t.path(config.path) },
    ]),
  ];
  if (menu.services.length) {
    // Each service with what a customer pays in all (the shared formatter); a quote-priced one has
    // no offer, only what it is.
    tags.push(
      jsonLd({
        '@type': 'ItemList',
        name: t('category.meta.title', { name: menu.name }),
        inLanguage: lang === 'en' ? 'en-IN' : 'hi-IN',
        itemListElement: menu.services.map((s, i) => {
          const shown = describePrice(s.price_paise, s.government_fee_paise, lang);
          const url = absoluteUrl(site, t.path(`${config.path}#${serviceSectionId(s.id)}`));
          return {
            '@type': 'ListItem',
            position: i + 1,
            item: {
              '@type': 'Service',
              name: s.service_name,
              url,
              provider: { '@type': 'Organization', name: site.brandName },
              ...(shown.kind === 'quote'
                ? { description: shown.text }
                : {
                    offers: {
                      '@type': 'Offer',
                      price: (shown.totalPaise / 100).toFixed(2),
                      priceCurrency: 'INR',
                      description: shown.text,
                      url,
                    },
                  }),
            },
          };
        }),
      }),
    );
  }
  if (faqs.length) {
    tags.push(
      jsonLd({
        '@type': 'FAQPage',
        mainEntity: faqs.map((f) => ({
          '@type': 'Question',
          name: htmlToText(f.question) || t('category.untitledQuestion'),
          acceptedAnswer: { '@type': 'Answer', text: f.answer || t('category.noAnswer') },
        })),
      }),
    );
  }
  return tags;
};

export default function CategoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const config = localisedConfig(CATEGORY_CONFIGS[loaderData.key], t.lang);
  if (loaderData.state !== 'ready' || !loaderData.menu) {
    return <CategoryFailure text={loaderData.state === 'missing' ? config.notFoundText : t('category.failedData')} />;
  }
  return (
    <CategoryPage
      key={loaderData.menu.id}
      config={config}
      menu={loaderData.menu}
      faqs={loaderData.faqs}
      // A deferred part (not React.lazy: a streamed Suspense boundary is revealed by a script, and the
      // form must show and post without one): in the server's HTML in full, its code fetched when the
      // form comes near the screen or is first touched or focused; a submit before that is the plain post.
      consultation={<ConsultationForm services={loaderData.menu.services} result={actionData} />}
    />
  );
}
