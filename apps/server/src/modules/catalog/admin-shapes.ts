import {
  CATALOG_ADMIN_MESSAGES as M,
  type blogInputSchema,
  type blogUpdateSchema,
  type categoryInputSchema,
  type categoryUpdateSchema,
  categoryPath,
  type faqInputSchema,
  type orderInputSchema,
  type serviceInputSchema,
  type serviceUpdateSchema,
  type AdminBlog,
  type AdminFaq,
  type AdminService,
} from '@anupalan/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { BlogRow, DocumentRow, FaqRow, MenuRow, ServiceRow } from './admin-repository.ts';

/** The catalogue editor's shapes: its answers, what the audit log keeps, the columns an edit writes, a save's steps. */
export const stale = () => new AppError('CONFLICT', M.stale, { version: [M.stale] });
export const slugTaken = (message: string) => new AppError('CONFLICT', message, { slug: [message] });

export function toFaq(f: FaqRow): AdminFaq {
  return { id: f.id, questionHtml: f.questionHtml, answerHtml: f.answerHtml, sortOrder: f.sortOrder };
}

export function toService(s: ServiceRow, menu: MenuRow, docs: DocumentRow[]): AdminService {
  return {
    id: s.id,
    categoryId: s.menuId,
    categoryName: menu.name,
    name: s.name,
    slug: s.slug,
    descriptionHtml: s.descriptionHtml,
    pricePaise: s.pricePaise,
    governmentFeePaise: s.governmentFeePaise,
    type: s.type,
    recurrence: s.recurrence,
    sacCode: s.sacCode,
    active: s.active,
    sortOrder: s.sortOrder,
    version: s.version,
    updatedAt: s.updatedAt.toISOString(),
    documents: docs.map((d) => ({
      id: d.id,
      name: d.name,
      mandatory: d.mandatory,
      kind: d.documentType,
      documentKindId: d.documentKindId,
    })),
    publicPath: categoryPath(menu.categoryKey, menu.name),
  };
}

export function toBlog(b: BlogRow): AdminBlog {
  return {
    id: b.id,
    title: b.title,
    slug: b.slug,
    category: b.category,
    excerpt: b.excerpt,
    bodyHtml: b.contentHtml,
    author: b.author,
    image: b.image,
    publishedOn: b.publishedOn,
    published: b.published,
    version: b.version,
    updatedAt: b.updatedAt.toISOString(),
    publicPath: `/blogs/${b.slug}`,
  };
}

/** What the audit log keeps of a service: every edited field and its documents. */
export function serviceSnapshot(s: ServiceRow, docs: DocumentRow[]) {
  return {
    categoryId: s.menuId,
    name: s.name,
    slug: s.slug,
    descriptionHtml: s.descriptionHtml,
    pricePaise: s.pricePaise,
    governmentFeePaise: s.governmentFeePaise,
    type: s.type,
    recurrence: s.recurrence,
    sacCode: s.sacCode,
    active: s.active,
    version: s.version,
    documents: docs.map((d) => ({
      id: d.id,
      name: d.name,
      mandatory: d.mandatory,
      kind: d.documentType,
      documentKindId: d.documentKindId,
    })),
  };
}
export const menuSnapshot = (m: MenuRow) => ({
  name: m.name,
  slug: m.slug,
  overviewHtml: m.overviewHtml,
  active: m.active,
  sortOrder: m.sortOrder,
  version: m.version,
});
export const blogSnapshot = (b: BlogRow) => {
  const { createdAt: _c, updatedAt: _u, ...rest } = b;
  return rest;
};

/** A service's edited columns from the editor's input. */
export function serviceValues(input: {
  categoryId: number;
  name: string;
  slug: string;
  descriptionHtml: string;
  price: number;
  governmentFee: number | null;
  type: ServiceRow['type'];
  recurrence?: ServiceRow['recurrence'];
  sacCode: string;
  active: boolean;
}) {
  return {
    menuId: input.categoryId,
    name: input.name,
    slug: input.slug,
    descriptionHtml: sanitizeRichText(input.descriptionHtml),
    pricePaise: input.price,
    governmentFeePaise: input.governmentFee,
    type: input.type,
    recurrence: input.recurrence ?? 'none',
    sacCode: input.sacCode,
    active: input.active,
  };
}
/** An article's edited columns from the editor's input. */
export function blogValues(
  input: {
    title: string;
    slug: string;
    category: string;
    excerpt: string;
    bodyHtml: string;
    publishedOn: string;
    published: boolean;
  },
  author: string,
) {
  return {
    title: input.title,
    slug: input.slug,
    category: input.category,
    excerpt: input.excerpt,
    contentHtml: sanitizeRichText(input.bodyHtml),
    author,
    publishedOn: input.publishedOn,
    published: input.published,
  };
}

export type CategoryInput = z.output<typeof categoryInputSchema>;
export type ServiceInput = z.output<typeof serviceInputSchema>;
export type BlogInput = z.output<typeof blogInputSchema>;
/* What the editor's calls take: the shared contracts' parsed values (the route's body schema, or
   the in-process door's parse, admin-door.ts, has judged them). */
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;
export type BlogUpdate = z.output<typeof blogUpdateSchema>;
export type FaqInput = z.output<typeof faqInputSchema>;
export type OrderInput = z.output<typeof orderInputSchema>;

/** How one kind of catalogue item is saved, created or edited (`save` runs the steps). */
export interface SaveSpec<Row extends { id: number; slug: string }> {
  entityType: 'category' | 'service' | 'blog';
  notFound: string;
  /** The slug the item is saved with, and the message when another item of its kind has it. */
  slug: string;
  slugTaken: string;
  find: (tx: Tx, id: number) => Promise<Row | undefined>;
  /** Present when the version the editor read is checked before anything else (else only at the write). */
  versionOf?: (row: Row) => number;
  /** Checks before the slug's (e.g. the category exists). */
  check?: (tx: Tx) => Promise<void>;
  insert: (tx: Tx, now: Date) => Promise<Row>;
  /** Writes over the version the editor read; undefined when it moved since. */
  update: (tx: Tx, edit: { id: number; version: number }, now: Date, before: Row) => Promise<Row | undefined>;
  /** Steps after the write (e.g. the service's documents). */
  afterWrite?: (tx: Tx, row: Row, now: Date) => Promise<void>;
  /** What the audit log keeps of the item. */
  snapshot: (tx: Tx, row: Row) => unknown;
}
