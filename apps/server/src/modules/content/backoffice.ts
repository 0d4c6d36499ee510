import {
  CATALOG_ADMIN_MESSAGES as M,
  HOME_AUDIENCE_VALUES,
  contentInputSchemas,
  orderInputSchema,
  type Actor,
  type AdminHomeCard,
  type AdminHomeContent,
  type CatalogAdminServices,
  type ContentKind,
} from '@anupalan/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/tx.ts';
import { assertStaff, checkOrder, writeAudit } from '../../lib/backoffice.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ContentVersion } from '../../lib/content-version.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';

/** What a save of one kind takes: its shared contract's parsed value. */
export type ContentInput<K extends ContentKind = ContentKind> = z.output<(typeof contentInputSchemas)[K]>;
export type OrderInput = z.output<typeof orderInputSchema>;
import type { ContentAdminRepository, HomeTable } from './admin-repository.ts';

const stripTimes = (row: Record<string, unknown> | undefined) => {
  if (!row) return null;
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
};

/** Two letters for a testimonial's avatar: the first letters of the first and last word. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}
const AVATAR_COLOURS = ['saffron', 'indigo', 'emerald', 'sky'];

/**
 * The home page content's back office (issue 11, part B): notices, due dates, testimonials and
 * the tab cards. Every call checks the role and takes the input its shared contract parsed (the
 * route's body schema, or the in-process door's parse, `contentAdminDoor`); every write its audit
 * entry in the same transaction, then moves the content version so the read models and the
 * anonymous page cache drop at once (the tables' NOTIFY triggers tell the other instances).
 */
export function createContentAdminService(deps: { repo: ContentAdminRepository; contentVersion: ContentVersion; clock: Clock }) {
  const { repo: home, contentVersion, clock } = deps;

  /** Runs a change and its audit entry in one transaction, then drops the public caches. */
  async function change<T>(
    actor: Actor,
    what: { action: string; entityType: string; entityId?: number | null },
    fn: (tx: Tx, now: Date) => Promise<{ before: unknown; after: unknown; result: T; entityId?: number }>,
  ): Promise<T> {
    const now = clock.now();
    const result = await home.transaction(async (tx) => {
      const out = await fn(tx, now);
      await writeAudit(tx, actor, {
        action: what.action,
        entityType: what.entityType,
        entityId: out.entityId ?? what.entityId ?? null,
        before: out.before,
        after: out.after,
        at: now,
      });
      return out.result;
    });
    await contentVersion.bump();
    return result;
  }

  return {
    async list(actor: Actor): Promise<AdminHomeContent> {
      assertStaff(actor);
      const rows = await home.all();
      return {
        notices: rows.notices.map((n) => ({
          id: n.id,
          text: n.text,
          category: n.category,
          publishedOn: n.publishedOn,
          active: n.active,
        })),
        'due-dates': rows['due-dates'].map((d) => ({
          id: d.id,
          text: d.text,
          category: d.category,
          dueOn: d.dueOn,
          active: d.active,
        })),
        testimonials: rows.testimonials.map((t) => ({
          id: t.id,
          title: t.title,
          review: t.review,
          name: t.name,
          company: t.company,
          rating: t.rating,
          active: t.active,
        })),
        'home-cards': rows['home-cards'].map((c) => ({
          id: c.id,
          audience: c.audience as AdminHomeCard['audience'],
          title: c.title,
          text: c.text,
          link: c.link,
          icon: c.icon,
          sortOrder: c.sortOrder,
          active: c.active,
        })),
      };
    },
    async create(actor: Actor, kind: ContentKind, parsed: ContentInput): Promise<{ id: number }> {
      assertStaff(actor);
      const input = parsed as Record<string, unknown>;
      const values: Record<string, unknown> =
        kind === 'testimonials'
          ? { ...input, initials: initialsOf(String(input.name)), colour: AVATAR_COLOURS[Math.floor(Math.random() * 4)] }
          : input;
      return change(actor, { action: `${kind}.create`, entityType: kind }, async (tx, now) => {
        const row = await home.insert(tx, kind as HomeTable, { ...values, createdAt: now, updatedAt: now });
        return { before: null, after: stripTimes(row), result: { id: Number(row.id) }, entityId: Number(row.id) };
      });
    },
    async update(actor: Actor, kind: ContentKind, id: number, parsed: ContentInput): Promise<{ id: number }> {
      assertStaff(actor);
      const input = parsed as Record<string, unknown>;
      const values = kind === 'testimonials' ? { ...input, initials: initialsOf(String(input.name)) } : input;
      return change(actor, { action: `${kind}.update`, entityType: kind, entityId: id }, async (tx, now) => {
        const before = await home.find(tx, kind as HomeTable, id);
        if (!before) throw AppError.notFound(M.itemNotFound);
        const row = await home.update(tx, kind as HomeTable, id, { ...values, updatedAt: now });
        return { before: stripTimes(before), after: stripTimes(row), result: { id } };
      });
    },
    async remove(actor: Actor, kind: ContentKind, id: number): Promise<void> {
      assertStaff(actor);
      await change(actor, { action: `${kind}.delete`, entityType: kind, entityId: id }, async (tx) => {
        const before = await home.find(tx, kind as HomeTable, id);
        if (!before) throw AppError.notFound(M.itemNotFound);
        await home.remove(tx, kind as HomeTable, id);
        return { before: stripTimes(before), after: null, result: null };
      });
    },
    async orderCards(actor: Actor, audience: string, { ids }: OrderInput): Promise<void> {
      assertStaff(actor);
      if (!(HOME_AUDIENCE_VALUES as readonly string[]).includes(audience)) throw AppError.notFound(M.itemNotFound);
      await change(actor, { action: 'home-cards.reorder', entityType: 'home-cards' }, async (tx, now) => {
        const before = await home.cardIdsOf(tx, audience);
        checkOrder(ids, before);
        await home.setCardOrder(tx, audience, ids, now);
        return { before: { audience, order: before }, after: { audience, order: ids }, result: null };
      });
    },
  };
}
export type ContentAdminService = ReturnType<typeof createContentAdminService>;

/**
 * The `/admin/content` page's in-process door (`AppServices.catalogAdmin.home`): the role first (a
 * customer is refused whatever they send), then the page's raw input judged by the same shared
 * contract as the route's body schema (the same 422 and field messages), then the service.
 */
export function contentAdminDoor(svc: ContentAdminService): CatalogAdminServices['home'] {
  return {
    list: (actor) => svc.list(actor),
    remove: (actor, kind, id) => svc.remove(actor, kind, id),
    async create(actor, kind, body) {
      assertStaff(actor);
      return svc.create(actor, kind, parseOrThrow(contentInputSchemas[kind], body));
    },
    async update(actor, kind, id, body) {
      assertStaff(actor);
      return svc.update(actor, kind, id, parseOrThrow(contentInputSchemas[kind], body));
    },
    async orderCards(actor, audience, body) {
      assertStaff(actor);
      return svc.orderCards(actor, audience, parseOrThrow(orderInputSchema, body));
    },
  };
}
