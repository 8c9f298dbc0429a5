import { fromPromise } from "xstate";
import type { AdminBlogPost, BlogPostInput } from "../sdk";
import { BLOG_LANGS } from "./blog-draft";
import { checkFields, type FieldErrors } from "./field-check";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";

/**
 * The post's body checked as the server would: each written language's title and body
 * (`ru.title`, `fa.body`, … so the editor marks the tab), at least one language
 * (`translations`), and the publication time (`publish_at`).
 */
export async function checkBlogPost(body: BlogPostInput): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const written = BLOG_LANGS.filter((lang) => body.translations[lang]);
  if (written.length === 0) errors.translations = "blog_translation_required";
  for (const lang of written) {
    const found = await checkFields("BlogTranslation", { ...body.translations[lang] });
    for (const [field, code] of Object.entries(found)) errors[`${lang}.${field}`] = code;
  }
  const { translations: _translations, ...rest } = await checkFields("BlogPostInput", {
    ...body,
  });
  return { ...errors, ...rest };
}

/**
 * The blog editor's effects. `prepareImage` turns a chosen file into base64 ready to upload
 * (resized in the browser); it throws a RequestFailure with `image_invalid` or
 * `image_too_large` for what it cannot use. The server reads the type from the bytes again.
 */
export function createBlogEditorActors(
  api: () => Promise<Api>,
  prepareImage: (file: Blob) => Promise<string>,
) {
  return {
    load: fromPromise<AdminBlogPost, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.getAdminBlogPost({
          client,
          signal,
          headers: inlineErrors,
          path: { id: input.id },
        }),
      );
    }),
    upload: fromPromise<string, { file: Blob }>(async ({ input, signal }) => {
      const data = await prepareImage(input.file);
      const { sdk, client } = await api();
      return unwrap(
        await sdk.uploadImage({ client, signal, headers: inlineErrors, body: { data } }),
      ).id;
    }),
    check: fromPromise<FieldErrors, { body: BlogPostInput }>(({ input }) =>
      checkBlogPost(input.body),
    ),
    save: fromPromise<AdminBlogPost, { id: string | null; body: BlogPostInput }>(
      async ({ input, signal }) => {
        const { sdk, client } = await api();
        const options = { client, signal, headers: inlineErrors, body: input.body };
        return unwrap(
          input.id === null
            ? await sdk.createBlogPost(options)
            : await sdk.updateBlogPost({ ...options, path: { id: input.id } }),
        );
      },
    ),
    remove: fromPromise<void, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      unwrap(
        await sdk.deleteBlogPost({ client, signal, headers: inlineErrors, path: { id: input.id } }),
      );
    }),
  };
}
