import {
  blogInputSchema,
  blogUpdateSchema,
  categoryInputSchema,
  categoryUpdateSchema,
  faqInputSchema,
  orderInputSchema,
  serviceInputSchema,
  serviceUpdateSchema,
  type CatalogAdminServices,
} from '@anupalan/shared';
import { assertStaff } from '../../lib/backoffice.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { CatalogEditor } from './admin-service.ts';

/**
 * The `/admin/catalog` and `/admin/content` pages' in-process door to the catalogue editor
 * (`AppServices.catalogAdmin`): the role first (a customer is refused whatever they send), then the
 * page's raw input judged by the same shared contract as the `/api/v1/admin/catalog` route's body
 * schema (the same 422 and field messages), then the editor's call with the parsed value.
 */
export function catalogAdminDoor(editor: CatalogEditor): Omit<CatalogAdminServices, 'home'> {
  const { catalog: c, blogs: b } = editor;
  const staff = async <T>(actor: Parameters<typeof assertStaff>[0], fn: () => Promise<T>): Promise<T> => {
    assertStaff(actor);
    return fn();
  };
  return {
    catalog: {
      tree: (actor) => c.tree(actor),
      getService: (actor, id) => c.getService(actor, id),
      deleteFaq: (actor, id) => c.deleteFaq(actor, id),
      createCategory: (actor, body) => staff(actor, () => c.createCategory(actor, parseOrThrow(categoryInputSchema, body))),
      updateCategory: (actor, id, body) =>
        staff(actor, () => c.updateCategory(actor, id, parseOrThrow(categoryUpdateSchema, body))),
      orderCategories: (actor, body) => staff(actor, () => c.orderCategories(actor, parseOrThrow(orderInputSchema, body))),
      createService: (actor, body) => staff(actor, () => c.createService(actor, parseOrThrow(serviceInputSchema, body))),
      updateService: (actor, id, body) => staff(actor, () => c.updateService(actor, id, parseOrThrow(serviceUpdateSchema, body))),
      orderServices: (actor, categoryId, body) =>
        staff(actor, () => c.orderServices(actor, categoryId, parseOrThrow(orderInputSchema, body))),
      createFaq: (actor, categoryId, body) =>
        staff(actor, () => c.createFaq(actor, categoryId, parseOrThrow(faqInputSchema, body))),
      updateFaq: (actor, id, body) => staff(actor, () => c.updateFaq(actor, id, parseOrThrow(faqInputSchema, body))),
      orderFaqs: (actor, categoryId, body) =>
        staff(actor, () => c.orderFaqs(actor, categoryId, parseOrThrow(orderInputSchema, body))),
    },
    blogs: {
      list: (actor) => b.list(actor),
      get: (actor, id) => b.get(actor, id),
      setCover: (actor, id, file) => b.setCover(actor, id, file),
      create: (actor, body) => staff(actor, () => b.create(actor, parseOrThrow(blogInputSchema, body))),
      update: (actor, id, body) => staff(actor, () => b.update(actor, id, parseOrThrow(blogUpdateSchema, body))),
    },
  };
}
