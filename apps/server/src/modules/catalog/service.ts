import {
  menuRoute,
  type Blog,
  type Faq,
  type MenuDetail,
  type MenuSummary,
  type RequiredDocument,
  type ServiceDetail,
} from '@anupalan/shared';
import type { AppServices } from '@anupalan/shared/app-context';
import type { BlogRow, CatalogRepository, DocumentRow, MenuRow, ServiceRow } from './repository.ts';

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
  return { id: m.id, name: m.name, menu_name: m.name, slug: m.slug, route: menuRoute(m.name) };
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

/** Catalogue rules: what the public may see of categories, services, FAQs and articles. */
export function createCatalogService(repo: CatalogRepository): AppServices['catalog'] {
  return {
    async listMenus(): Promise<MenuSummary[]> {
      const menus = await repo.listActiveMenus();
      const byMenu = groupBy(await repo.listActiveServices(menus.map((m) => m.id)), (s) => s.menuId);
      return menus.map((m) => ({
        ...menuBase(m),
        services: (byMenu.get(m.id) ?? []).map((s) => ({ id: s.id, service_name: s.name, slug: s.slug })),
      }));
    },

    async getMenu(id: number): Promise<MenuDetail | null> {
      const menu = await repo.findMenu(id);
      if (!menu) return null;
      const rows = await repo.listActiveServices([menu.id]);
      const docs = groupBy(await repo.listDocuments(rows.map((r) => r.id)), (d) => d.serviceId);
      return {
        ...menuBase(menu),
        menu_description: menu.overviewHtml,
        services: rows.map((r) => toServiceDetail(r, docs.get(r.id) ?? [])),
      };
    },

    async listFaqs(menuId: number): Promise<Faq[]> {
      const rows = await repo.listFaqs(menuId);
      return rows.map((f) => ({ id: f.id, question: f.questionHtml, answer: f.answerHtml }));
    },

    async getService(id: number): Promise<ServiceDetail | null> {
      const row = await repo.findService(id);
      if (!row) return null;
      return toServiceDetail(row, await repo.listDocuments([row.id]));
    },

    async listBlogs(): Promise<Blog[]> {
      return (await repo.listPublishedBlogs()).map(toBlog);
    },

    async getBlogBySlug(slug: string): Promise<Blog | null> {
      // Permalinks are minted lower-case; anything that could not be one is not looked up.
      if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
      const row = await repo.findPublishedBlog(slug);
      return row ? toBlog(row) : null;
    },
  };
}
