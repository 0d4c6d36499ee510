import type { ContentVersion } from '../../lib/content-version.ts';
import { createReadModel } from '../../lib/read-model.ts';
import { createCatalogReferences, type CatalogReferences } from './references.ts';
import type { CatalogRepository, PublicCatalogRows } from './repository.ts';

type ServiceRow = PublicCatalogRows['serviceRows'][number];
type DocumentRow = PublicCatalogRows['documentRows'][number];
type MenuRow = PublicCatalogRows['menuRows'][number];

/** A document a service asks the customer for (not retired). */
export type ServiceDocument = Omit<DocumentRow, 'serviceId'>;
/** A service on sale under an active category, with the documents it asks for. */
export interface PublicService extends ServiceRow {
  documents: ServiceDocument[];
}
/** An active category with its services on sale, in display order. */
export interface Category extends MenuRow {
  services: PublicService[];
}
export type FaqEntry = Omit<PublicCatalogRows['faqRows'][number], 'menuId'>;
/** A published article. */
export type Article = PublicCatalogRows['blogRows'][number];

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

interface CatalogModel {
  categories: Category[];
  categoryById: Map<number, Category>;
  faqsByMenu: Map<number, FaqEntry[]>;
  serviceById: Map<number, PublicService>;
  articles: Article[];
  articleBySlug: Map<string, Article>;
}

const NO_FAQS: readonly FaqEntry[] = Object.freeze([]);

function buildModel({ menuRows, serviceRows, documentRows, faqRows, blogRows }: PublicCatalogRows): CatalogModel {
  const activeMenus = new Set(menuRows.map((m) => m.id));
  // A service shows only under an active category.
  const visible = serviceRows.filter((s) => activeMenus.has(s.menuId));
  const docs = groupBy(documentRows, (d) => d.serviceId);
  const serviceById = new Map(
    visible.map((s): [number, PublicService] => [
      s.id,
      { ...s, documents: (docs.get(s.id) ?? []).map(({ serviceId: _, ...d }) => d) },
    ]),
  );
  const byMenu = groupBy(visible, (s) => s.menuId);
  const categories = menuRows.map((m): Category => ({
    ...m,
    services: (byMenu.get(m.id) ?? []).map((s) => serviceById.get(s.id)!),
  }));
  const faqsByMenu = new Map<number, FaqEntry[]>();
  for (const [menuId, rows] of groupBy(faqRows, (f) => f.menuId)) {
    faqsByMenu.set(
      menuId,
      rows.map(({ menuId: _, ...f }) => f),
    );
  }
  return {
    categories,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    faqsByMenu,
    serviceById,
    articles: blogRows,
    articleBySlug: new Map(blogRows.map((b) => [b.slug, b])),
  };
}

export interface CatalogService extends CatalogReferences {
  /** Active categories with their services on sale, in display order. */
  listCategories(): Promise<readonly Category[]>;
  getCategory(id: number): Promise<Category | null>;
  /** A category's questions and answers, in staff order. */
  listFaqs(menuId: number): Promise<readonly FaqEntry[]>;
  /** A service on sale under an active category, or null. */
  getService(id: number): Promise<PublicService | null>;
  /** Published articles, newest first. */
  listArticles(): Promise<readonly Article[]>;
  /** One published article by its permalink slug, or null. */
  getArticleBySlug(slug: string): Promise<Article | null>;
  /**
   * A service on sale (published, under a published category: what getService shows), read fresh
   * from the database; undefined otherwise. Checkout prices a purchase from it.
   */
  serviceOnSale: CatalogRepository['serviceOnSale'];
}

/**
 * Catalogue rules: what the public may see of categories, services, FAQs and articles, as domain
 * objects (the API's answers are made in presenters.ts). Read from an in-memory model of the whole
 * public catalogue, rebuilt when the content version changes.
 */
export function createCatalogService(repo: CatalogRepository, version: ContentVersion): CatalogService {
  const model = createReadModel(version, async () => buildModel(await repo.loadPublicCatalog()));
  return {
    ...createCatalogReferences(repo, version),
    serviceOnSale: (id) => repo.serviceOnSale(id),

    async listCategories() {
      return (await model.get()).categories;
    },

    async getCategory(id) {
      return (await model.get()).categoryById.get(id) ?? null;
    },

    async listFaqs(menuId) {
      return (await model.get()).faqsByMenu.get(menuId) ?? NO_FAQS;
    },

    async getService(id) {
      return (await model.get()).serviceById.get(id) ?? null;
    },

    async listArticles() {
      return (await model.get()).articles;
    },

    async getArticleBySlug(slug) {
      // Permalinks are minted lower-case; anything that could not be one is not looked up.
      if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
      return (await model.get()).articleBySlug.get(slug) ?? null;
    },
  };
}
