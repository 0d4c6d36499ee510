import {
  categoryPath,
  type Blog,
  type Faq,
  type MenuDetail,
  type MenuSummary,
  type RequiredDocument,
  type ServiceDetail,
} from '@anupalan/shared';
import type { AppServices } from '@anupalan/shared/app-context';
import type { Article, CatalogService, Category, FaqEntry, PublicService, ServiceDocument } from './service.ts';

/**
 * The legacy snake_case answers of the public catalogue (storefront §7, portal §7), made from the
 * catalog service's domain objects. The routes call these when a cached answer is filled (ADR 0014),
 * never per request; the service never builds a wire shape.
 */

function presentDocument(d: ServiceDocument): RequiredDocument {
  return { id: d.id, document_name: d.name, status: d.mandatory ? 1 : 0, document_type: d.documentType };
}

export function presentService(s: PublicService): ServiceDetail {
  const rupees = s.pricePaise / 100;
  return {
    id: s.id,
    menu_id: s.menuId,
    service_name: s.name,
    service_content: s.slug,
    slug: s.slug,
    service_description: s.descriptionHtml,
    service_price: rupees,
    price: rupees,
    price_paise: s.pricePaise,
    government_fee_paise: s.governmentFeePaise,
    sac_code: s.sacCode,
    type: s.type,
    recurrence: s.recurrence,
    required_documents: s.documents.map(presentDocument),
  };
}

function menuBase(c: Category) {
  return { id: c.id, name: c.name, menu_name: c.name, slug: c.slug, route: categoryPath(c.categoryKey, c.name) };
}

/** A category in the header's list: its services by id, name and slug only. */
export function presentMenuSummary(c: Category): MenuSummary {
  return { ...menuBase(c), services: c.services.map((s) => ({ id: s.id, service_name: s.name, slug: s.slug })) };
}

/** A category's page: its overview and its services in full. */
export function presentMenuDetail(c: Category): MenuDetail {
  return { ...menuBase(c), menu_description: c.overviewHtml, services: c.services.map(presentService) };
}

export function presentFaq(f: FaqEntry): Faq {
  return { id: f.id, question: f.questionHtml, answer: f.answerHtml };
}

export function presentBlog(a: Article): Blog {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    category: a.category,
    date: a.publishedOn,
    image: a.image,
    excerpt: a.excerpt,
    content: a.contentHtml,
    author: a.author,
  };
}

/**
 * Presents each domain object once: the read model hands out the same objects until the content
 * changes, so the web loaders' reads cost a lookup, not a rebuild, and a new version is presented afresh.
 */
function once<T extends object, R>(present: (t: T) => R): (t: T) => R {
  const seen = new WeakMap<T, R>();
  return (t) => {
    let r = seen.get(t);
    if (r === undefined) {
      r = present(t);
      seen.set(t, r);
    }
    return r;
  };
}

/**
 * What the web app's loaders read in-process (`AppServices.catalog`): the catalog service through
 * these presenters, the same shapes as the API's answers.
 */
export function presentedCatalog(catalog: CatalogService): AppServices['publicCatalog'] {
  const menus = once((list: readonly Category[]) => list.map(presentMenuSummary));
  const menu = once(presentMenuDetail);
  const faqs = once((list: readonly FaqEntry[]) => list.map(presentFaq));
  const service = once(presentService);
  const blog = once(presentBlog);
  const blogs = once((list: readonly Article[]) => list.map(blog));
  return {
    listMenus: async () => menus(await catalog.listCategories()),
    getMenu: async (id) => {
      const c = await catalog.getCategory(id);
      return c ? menu(c) : null;
    },
    listFaqs: async (menuId) => faqs(await catalog.listFaqs(menuId)),
    getService: async (id) => {
      const s = await catalog.getService(id);
      return s ? service(s) : null;
    },
    listBlogs: async () => blogs(await catalog.listArticles()),
    getBlogBySlug: async (slug) => {
      const a = await catalog.getArticleBySlug(slug);
      return a ? blog(a) : null;
    },
  };
}
