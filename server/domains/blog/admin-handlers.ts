import type { AdminBlogPost, BlogPostInput } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { type AppContext, idParam } from "../../context";
import type { Db } from "../../db/database";
import type { LocalizedText } from "../../db/schema";
import { ApiError } from "../../errors";
import { fallbackLang, languages } from "../../i18n";
import { operationHandlers } from "../../operations";
import { auditEntriesFor, recordAdminAction } from "../../shared/audit-log";
import { auditedEdit, auditedPost, editAction, isSameEdit } from "./blog-audit";
import { toAdminBlogPost, toAdminBlogPostSummary } from "./blog-post";
import {
  type BlogPostValues,
  deletePost,
  findPost,
  insertPost,
  isOwnImage,
  listAllPosts,
  updatePost,
} from "./repository";

/** The contract has checked each field; texts are kept trimmed, per language. */
function valuesOf(input: BlogPostInput): BlogPostValues {
  const titles: LocalizedText = {};
  const bodies: LocalizedText = {};
  for (const lang of languages) {
    const translation = input.translations[lang];
    if (!translation) continue;
    titles[lang] = translation.title.trim();
    bodies[lang] = translation.body.trim();
  }
  // `published` without a time is published now; the database's clock says when now is.
  const publishAt = input.publish_at ? new Date(input.publish_at) : null;
  return {
    status: input.status,
    publishAt: input.status === "published" ? (publishAt ?? new Date()) : publishAt,
    titles,
    bodies,
    coverImageId: input.cover?.toLowerCase() ?? null,
  };
}

/**
 * A cover is an image the caller uploaded (so an id seen elsewhere cannot be borrowed), or the
 * one the post already has, which another administrator may have uploaded.
 */
async function checkCover(db: Db, cover: string | null, userId: string, current: string | null) {
  if (cover === null || cover === current) return;
  if (!(await isOwnImage(db, cover, userId))) throw new ApiError(400, "image_not_found");
}

async function postAsSaved(db: Db, id: string): Promise<AdminBlogPost> {
  const row = await findPost(db, id);
  if (!row) throw new ApiError(404, "blog_post_not_found");
  const audit = await auditEntriesFor(db, { kind: "blog_post", id });
  return { ...toAdminBlogPost(row), audit };
}

/** The editor's operations (`x-roles: [admin]`, enforced by the routes). */
export function blogAdminHandlers({ db }: AppContext) {
  return operationHandlers({
    async listAdminBlogPosts(request) {
      const { lang = fallbackLang, page = 1, page_size: pageSize = 24 } = request.query ?? {};
      const { rows, total } = await listAllPosts(db, page, pageSize);
      return {
        items: rows.map((row) => toAdminBlogPostSummary(row, lang)),
        total,
        page,
        page_size: pageSize,
      };
    },

    async getAdminBlogPost(request) {
      return postAsSaved(db, idParam(request.params));
    },

    async createBlogPost(request, reply) {
      const { userId } = requireAuth(request);
      const values = valuesOf(request.body);
      await checkCover(db, values.coverImageId, userId, null);
      const post = await db.transaction().execute(async (trx) => {
        const id = await insertPost(trx, values, userId);
        const created = await findPost(trx, id);
        if (!created) throw new ApiError(404, "blog_post_not_found");
        await recordAdminAction(trx, {
          actorId: userId,
          action: "blog_post.create",
          target: { kind: "blog_post", id },
          before: null,
          after: auditedPost(created),
        });
        return postAsSaved(trx, id);
      });
      reply.code(201);
      return post;
    },

    async updateBlogPost(request) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      const values = valuesOf(request.body);
      return db.transaction().execute(async (trx) => {
        const current = await findPost(trx, id);
        if (!current) throw new ApiError(404, "blog_post_not_found");
        await checkCover(trx, values.coverImageId, userId, current.cover_image_id);
        await updatePost(trx, id, values);
        const changed = await findPost(trx, id);
        if (!changed) throw new ApiError(404, "blog_post_not_found");
        const edit = auditedEdit(current, changed);
        // Saved as it was: an entry would say something changed when nothing did.
        if (!isSameEdit(edit)) {
          await recordAdminAction(trx, {
            actorId: userId,
            action: editAction(current, changed),
            target: { kind: "blog_post", id },
            ...edit,
          });
        }
        return postAsSaved(trx, id);
      });
    },

    async deleteBlogPost(request, reply) {
      const { userId } = requireAuth(request);
      const id = idParam(request.params);
      await db.transaction().execute(async (trx) => {
        const current = await findPost(trx, id);
        if (!current || !(await deletePost(trx, id))) {
          throw new ApiError(404, "blog_post_not_found");
        }
        // The entry outlives the post: the log is the one place that says it was deleted.
        await recordAdminAction(trx, {
          actorId: userId,
          action: "blog_post.delete",
          target: { kind: "blog_post", id },
          before: auditedPost(current),
          after: null,
        });
      });
      return reply.code(204).send();
    },
  });
}
