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
import type { ContentVersion } from '../../lib/content-version.ts';
import { createReadModel } from '../../lib/read-model.ts';
import { createCatalogReferences, type CatalogReferences } from './references.ts';
import type { CatalogRepository, PublicCatalogRows } from './repository.ts';

type ServiceRow = PublicCatalogRows['serviceRows'][number];
type DocumentRow = PublicCatalogRows['documentRows'][number];
type MenuRow = PublicCatalogRows['menuRows'][number];
type BlogRow = PublicCatalogRows['blogRows'][number];

function toServiceDetail(row: ServiceRow, docs: DocumentRow[]): ServiceDetail {
  const rupees = row.pricePaise / 100;
  return {
    id: row.id,
    menu_id: row.menuId,
    service_name: row.name,
    service_content: row.slug,
    slug: row.slug,
    service_description: row.descriptionHtml,
    service_price: rupees,
    price: rupees,
    price_paise: row.pricePaise,
    government_fee_paise: row.governmentFeePaise,
    sac_code: row.sacCode,
    type: row.type,
    required_documents: docs.map((d): RequiredDocument => ({
      id: d.id,
      document_name: d.name,
      status: d.mandatory ? 1 : 0,
      document_type: d.documentType,
    })),
  };
}

function menuBase(m: MenuRow) {
  return { id: m.id, name: m.name, menu_name: m.name, slug: m.slug, route: categoryPath(m.categoryKey, m.name) };
}

function toBlog(b: BlogRow): Blog {
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    category: b.category,
    date: b.publishedOn,
    image: b.image,
    excerpt: b.excerpt,
    content: b.contentHtml,
    author: b.author,
  };
}

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
  menus: MenuSummary[];
  menuById: Map<number, MenuDetail>;
  faqsByMenu: Map<number, Faq[]>;
  serviceById: Map<number, ServiceDetail>;
  blogs: Blog[];
  blogBySlug: Map<string, Blog>;
}

function buildModel({ menuRows, serviceRows, documentRows, faqRows, blogRows }: PublicCatalogRows): CatalogModel {
  const activeMenus = new Set(menuRows.map((m) => m.id));
  // A service shows only under an active category.
  const visible = serviceRows.filter((s) => activeMenus.has(s.menuId));
  const docs = groupBy(documentRows, (d) => d.serviceId);
  const serviceById = new Map(visible.map((s) => [s.id, toServiceDetail(s, docs.get(s.id) ?? [])]));
  const byMenu = groupBy(visible, (s) => s.menuId);
  const menus: MenuSummary[] = menuRows.map((m) => ({
    ...menuBase(m),
    services: (byMenu.get(m.id) ?? []).map((s) => ({ id: s.id, service_name: s.name, slug: s.slug })),
  }));
  const menuById = new Map(
    menuRows.map((m): [number, MenuDetail] => [
      m.id,
      {
        ...menuBase(m),
        menu_description: m.overviewHtml,
        services: (byMenu.get(m.id) ?? []).map((s) => serviceById.get(s.id)!),
      },
    ]),
  );
  const faqsByMenu = new Map<number, Faq[]>();
  for (const [menuId, rows] of groupBy(faqRows, (f) => f.menuId)) {
    faqsByMenu.set(
      menuId,
      rows.map((f) => ({ id: f.id, question: f.questionHtml, answer: f.answerHtml })),
    );
  }
  const blogs = blogRows.map(toBlog);
  return { menus, menuById, faqsByMenu, serviceById, blogs, blogBySlug: new Map(blogs.map((b) => [b.slug, b])) };
}

export type CatalogService = AppServices['catalog'] &
  CatalogReferences & {
    /** A service as stored, published or not (checkout prices and names from it). */
    findService: CatalogRepository['findService'];
  };

/**
 * Catalogue rules: what the public may see of categories, services, FAQs and articles. Read from
 * an in-memory model of the whole public catalogue, rebuilt when the content version changes.
 */
export function createCatalogService(repo: CatalogRepository, version: ContentVersion): CatalogService {
  const model = createReadModel(version, async () => buildModel(await repo.loadPublicCatalog()));
  return {
    ...createCatalogReferences(repo, version),
    findService: (id) => repo.findService(id),

    async listMenus(): Promise<MenuSummary[]> {
      return (await model.get()).menus;
    },

    async getMenu(id: number): Promise<MenuDetail | null> {
      return (await model.get()).menuById.get(id) ?? null;
    },

    async listFaqs(menuId: number): Promise<Faq[]> {
      return (await model.get()).faqsByMenu.get(menuId) ?? [];
    },

    async getService(id: number): Promise<ServiceDetail | null> {
      return (await model.get()).serviceById.get(id) ?? null;
    },

    async listBlogs(): Promise<Blog[]> {
      return (await model.get()).blogs;
    },

    async getBlogBySlug(slug: string): Promise<Blog | null> {
      // Permalinks are minted lower-case; anything that could not be one is not looked up.
      if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
      return (await model.get()).blogBySlug.get(slug) ?? null;
    },
  };
}
