import type { AppContext } from "../../context";
import { idParam } from "../../context";
import { ApiError } from "../../errors";
import { fallbackLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import { toBlogPost, toBlogPostCard } from "./blog-post";
import { findPublicPost, listPublicPosts } from "./repository";

/** What visitors read: published posts whose time has come, in their language. */
export function blogPublicHandlers({ db }: AppContext) {
  return operationHandlers({
    async listBlogPosts(request) {
      const { lang = fallbackLang, page = 1, page_size: pageSize = 12 } = request.query ?? {};
      const { rows, total } = await listPublicPosts(db, page, pageSize);
      return {
        items: rows.map((row) => toBlogPostCard(row, lang)),
        total,
        page,
        page_size: pageSize,
      };
    },

    async getBlogPost(request) {
      const row = await findPublicPost(db, idParam(request.params));
      // A draft or a post still scheduled is not there yet, as far as a visitor knows.
      if (!row) throw new ApiError(404, "blog_post_not_found");
      return toBlogPost(row, request.query?.lang ?? fallbackLang);
    },
  });
}
