import type { LocalizedText } from "../../db/schema";
import { changedLanguages } from "../../shared/changed-languages";
import type { BlogPostRow } from "./repository";

/** A post as one side of an audit entry's before/after. */
type Audited = Pick<BlogPostRow, "titles" | "bodies" | "status" | "publish_at" | "cover_image_id">;

/**
 * What the audit log keeps of a post: titles, state and publication time, the cover; not the
 * Markdown bodies (a post is long, and the post itself is the record of its text).
 */
export function auditedPost(post: Audited) {
  return {
    titles: post.titles as LocalizedText,
    status: post.status,
    publish_at: post.publish_at ? new Date(post.publish_at).toISOString() : null,
    cover: post.cover_image_id,
  };
}

/** An edit's before and after, the after naming the languages whose title or body changed. */
export function auditedEdit(before: Audited, after: Audited) {
  return {
    before: auditedPost(before),
    after: {
      ...auditedPost(after),
      changed_languages: changedLanguages(
        [before.titles, before.bodies],
        [after.titles, after.bodies],
      ),
    },
  };
}

/** The action an edit is, by what happened to the post's status. */
export function editAction(before: Audited, after: Audited): string {
  if (before.status === "draft" && after.status === "published") return "blog_post.publish";
  if (before.status === "published" && after.status === "draft") return "blog_post.unpublish";
  return "blog_post.update";
}

/** Nothing the log keeps moved (the editor saved the post as it was). */
export function isSameEdit({ before, after }: ReturnType<typeof auditedEdit>): boolean {
  const { changed_languages: changed, ...rest } = after;
  return changed.length === 0 && JSON.stringify(before) === JSON.stringify(rest);
}
