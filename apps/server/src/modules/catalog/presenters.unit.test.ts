import { describe, expect, it } from 'vitest';
import { blogListResponse, faqListResponse, menuListResponse, menuResponse, serviceResponse } from '@anupalan/shared';
import {
  presentBlog,
  presentedCatalog,
  presentFaq,
  presentMenuDetail,
  presentMenuSummary,
  presentService,
} from './presenters.ts';
import type { Article, CatalogService, Category, FaqEntry, PublicService } from './service.ts';

const service: PublicService = {
  id: 11,
  menuId: 2,
  name: 'GST Registration',
  slug: 'gst-registration',
  descriptionHtml: '<p>Register for GST.</p>',
  pricePaise: 1_499_50,
  governmentFeePaise: null,
  recurrence: 'none',
  sacCode: '998231',
  type: 'business',
  documents: [
    { id: 5, name: 'PAN card', mandatory: true, documentType: 'Document' },
    { id: 6, name: 'Trade name', mandatory: false, documentType: 'Text' },
  ],
};
const category: Category = {
  id: 2,
  name: 'GST',
  slug: 'gst',
  categoryKey: 'gst',
  overviewHtml: '<p>All about GST.</p>',
  services: [service],
};
const faq: FaqEntry = { id: 3, questionHtml: '<p>Who must register?</p>', answerHtml: '<p>Above the limit.</p>' };
const article: Article = {
  id: 9,
  slug: 'gst-basics',
  title: 'GST basics',
  category: 'GST',
  publishedOn: '2026-11-02',
  image: null,
  excerpt: 'What GST is.',
  contentHtml: '<p>GST is…</p>',
  author: 'Team',
};

describe('catalogue presenters', () => {
  it('name a service as the spec reads it (portal §3, §7; storefront §3)', () => {
    expect(presentService(service)).toStrictEqual({
      id: 11,
      menu_id: 2,
      service_name: 'GST Registration',
      service_content: 'gst-registration',
      slug: 'gst-registration',
      service_description: '<p>Register for GST.</p>',
      service_price: 1499.5,
      price: 1499.5,
      price_paise: 149950,
      government_fee_paise: null,
      sac_code: '998231',
      type: 'business',
      recurrence: 'none',
      required_documents: [
        { id: 5, document_name: 'PAN card', status: 1, document_type: 'Document' },
        { id: 6, document_name: 'Trade name', status: 0, document_type: 'Text' },
      ],
    });
  });

  it('name a category for the header list and for its page', () => {
    expect(presentMenuSummary(category)).toStrictEqual({
      id: 2,
      name: 'GST',
      menu_name: 'GST',
      slug: 'gst',
      route: '/gst',
      services: [{ id: 11, service_name: 'GST Registration', slug: 'gst-registration' }],
    });
    const detail = presentMenuDetail(category);
    expect(Object.keys(detail)).toEqual(['id', 'name', 'menu_name', 'slug', 'route', 'menu_description', 'services']);
    expect(detail.menu_description).toBe('<p>All about GST.</p>');
    expect(detail.services).toStrictEqual([presentService(service)]);
  });

  it('name an FAQ and an article', () => {
    expect(presentFaq(faq)).toStrictEqual({ id: 3, question: '<p>Who must register?</p>', answer: '<p>Above the limit.</p>' });
    expect(presentBlog(article)).toStrictEqual({
      id: 9,
      slug: 'gst-basics',
      title: 'GST basics',
      category: 'GST',
      date: '2026-11-02',
      image: null,
      excerpt: 'What GST is.',
      content: '<p>GST is…</p>',
      author: 'Team',
    });
  });

  it('make answers the shared contracts accept, with no field the contracts leave out', () => {
    // Parsing drops what a schema does not name, so an equal result means nothing extra was sent.
    for (const [schema, answer] of [
      [menuListResponse, { success: true, menus: [presentMenuSummary(category)] }],
      [menuResponse, { success: true, menu: presentMenuDetail(category) }],
      [serviceResponse, { success: true, services: presentService(service) }],
      [faqListResponse, { success: true, faqs: [presentFaq(faq)] }],
      [blogListResponse, { success: true, blogs: [presentBlog(article)] }],
    ] as const) {
      expect(schema.parse(answer)).toStrictEqual(answer);
    }
  });

  it('present each domain object once for the web loaders, and afresh when the model changes', async () => {
    let current = [category];
    const catalog = {
      listCategories: async () => current,
      getCategory: async (id: number) => current.find((c) => c.id === id) ?? null,
    } as unknown as CatalogService;
    const view = presentedCatalog(catalog);
    const first = await view.listMenus();
    expect(await view.listMenus()).toBe(first);
    expect(await view.getMenu(2)).toBe(await view.getMenu(2));
    expect(await view.getMenu(3)).toBeNull();
    current = [{ ...category, name: 'Goods and Services Tax' }];
    const next = await view.listMenus();
    expect(next).not.toBe(first);
    expect(next[0]!.menu_name).toBe('Goods and Services Tax');
  });
});
