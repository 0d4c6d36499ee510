import { randomUUID } from 'node:crypto';
import { CATALOG_ADMIN_MESSAGES as M, type Actor, type AdminBlog } from '@anupalan/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Tx } from '../../db/tx.ts';
import { assertStaff } from '../../lib/backoffice.ts';
import { AppError } from '../../lib/errors.ts';
import { checkImage } from '../../lib/uploads.ts';
import type { BlogRow, CatalogAdminRepository } from './admin-repository.ts';
import type { CatalogChanges } from './admin-save.ts';
import { blogSnapshot, blogValues, toBlog, type BlogInput, type BlogUpdate, type SaveSpec } from './admin-shapes.ts';

/** Where article covers are stored, and the public address that serves them (catalog routes). */
export const BLOG_COVER_PREFIX = 'blog-covers/';
export const BLOG_COVER_PATH = '/api/v1/blog-covers/';

/** The articles' back office: the list with drafts, one article, its save, and its cover picture. */
export function createBlogAdminService(
  deps: CatalogChanges & {
    repo: CatalogAdminRepository;
    storage: FileStorage;
    /** Marks in `storage_pending` for a cover written before its record commits (see admin-service.ts). */
    pendingFiles: { mark(key: string, tx?: Tx): Promise<void>; clear(key: string, tx?: Tx): Promise<void> };
  },
) {
  const { repo, change, save, storage, pendingFiles } = deps;
  const blogSave = (input: BlogInput, actor: Actor): SaveSpec<BlogRow> => ({
    entityType: 'blog',
    notFound: M.blogNotFound,
    slug: input.slug,
    slugTaken: M.blogSlugTaken,
    find: (tx, id) => repo.findBlog(id, tx),
    versionOf: (row) => row.version,
    insert: (tx, now) =>
      repo.insertBlog(tx, { ...blogValues(input, input.author || actor.name || 'Staff'), createdAt: now, updatedAt: now }),
    update: (tx, { id, version }, now, before) =>
      repo.updateBlog(tx, id, version, blogValues(input, input.author || before.author), now),
    snapshot: (_tx, row) => blogSnapshot(row),
  });

  return {
    async list(actor: Actor) {
      assertStaff(actor);
      return (await repo.allBlogs()).map(toBlog);
    },
    async get(actor: Actor, id: number) {
      assertStaff(actor);
      const b = await repo.findBlog(id);
      if (!b) throw AppError.notFound(M.blogNotFound);
      return toBlog(b);
    },
    async create(actor: Actor, input: BlogInput) {
      assertStaff(actor);
      return toBlog(await save(actor, blogSave(input, actor)));
    },
    async update(actor: Actor, id: number, input: BlogUpdate) {
      assertStaff(actor);
      return toBlog(await save(actor, blogSave(input, actor), { id, version: input.version }));
    },

    async setCover(
      actor: Actor,
      id: number,
      file: { filename: string; bytes: Uint8Array; tooLarge?: boolean },
    ): Promise<AdminBlog> {
      assertStaff(actor);
      if (!file.bytes.length && !file.tooLarge) {
        throw new AppError('VALIDATION', M.imageMissing, { image: [M.imageMissing] });
      }
      const image = checkImage({ filename: file.filename, buffer: Buffer.from(file.bytes), tooLarge: file.tooLarge ?? false });
      if (!(await repo.findBlog(id))) throw AppError.notFound(M.blogNotFound);
      const name = `${randomUUID()}.${image.ext}`;
      const key = `${BLOG_COVER_PREFIX}${name}`;
      // Marked before it is written, cleared by the transaction that records it (as documents are).
      await pendingFiles.mark(key);
      try {
        await storage.put(key, image.buffer, image.contentType);
      } catch (err) {
        await storage.delete(key).catch(() => undefined);
        await pendingFiles.clear(key).catch(() => undefined);
        throw err;
      }
      let replaced: string | null = null;
      let saved: AdminBlog;
      try {
        saved = await change(actor, { action: 'blog.cover', entityType: 'blog', entityId: id }, async (tx, now) => {
          const before = await repo.findBlog(id, tx);
          if (!before) throw AppError.notFound(M.blogNotFound);
          const row = await repo.setBlogImage(tx, id, `${BLOG_COVER_PATH}${name}`, now);
          await pendingFiles.clear(key, tx);
          // An uploaded cover it replaces is marked in the same transaction and deleted after it.
          if (before.image?.startsWith(BLOG_COVER_PATH)) {
            replaced = `${BLOG_COVER_PREFIX}${before.image.slice(BLOG_COVER_PATH.length)}`;
            await pendingFiles.mark(replaced, tx);
          }
          return { before: { image: before.image }, after: { image: row!.image }, result: toBlog(row!) };
        });
      } catch (err) {
        // Not recorded: the file goes now; if that fails its mark stays for the start-up sweep.
        try {
          await storage.delete(key);
          await pendingFiles.clear(key);
        } catch {
          /* the sweep retries */
        }
        throw err;
      }
      if (replaced) {
        try {
          await storage.delete(replaced);
          await pendingFiles.clear(replaced);
        } catch {
          /* the sweep retries */
        }
      }
      return saved;
    },
  };
}
