import { fromPromise } from "xstate";
import type { ErrorCode, PageContent } from "../sdk";
import type { FieldErrors } from "./field-check";
import { placeFailure } from "./field-check";
import type { Api } from "./load-sdk";
import { PAGE_LANGS, type PageDraft, type PageTextField } from "./page-editor.machine";
import { inlineErrors, unwrap } from "./request-failure";

interface TextRule {
  safeParse(input: unknown): { success: boolean; error?: { issues: Array<{ code: string }> } };
}

/**
 * A title or body checked with the contract's own schema (PageTitleText, PageBodyText): too
 * long is the field's `*_too_long` code, any other broken rule its `*_required`, as their
 * `x-error-codes` say. Checked per language, so the editor marks the tab that needs work.
 */
function textCode(rule: TextRule, value: string, field: PageTextField): ErrorCode | undefined {
  const issue = rule.safeParse(value).error?.issues[0];
  if (!issue) return undefined;
  if (field === "titles") return issue.code === "too_big" ? "title_too_long" : "title_required";
  return issue.code === "too_big" ? "page_body_too_long" : "page_body_required";
}

/** The administrators' page editor: a page with every language, the check, the save. */
export function createPageEditorActors(api: () => Promise<Api>) {
  return {
    load: fromPromise<PageContent, string>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.getAdminPage({ client, signal, headers: inlineErrors, path: { slug: input } }),
      );
    }),
    check: fromPromise<FieldErrors, PageDraft>(async ({ input }) => {
      const { zPageTitleText, zPageBodyText } = await import("../sdk/zod.gen");
      const errors: FieldErrors = {};
      for (const lang of PAGE_LANGS) {
        errors[`titles.${lang}`] = textCode(zPageTitleText, input.titles[lang], "titles");
        errors[`bodies.${lang}`] = textCode(zPageBodyText, input.bodies[lang], "bodies");
      }
      return errors;
    }),
    save: fromPromise<PageContent, { slug: string; draft: PageDraft }>(
      async ({ input, signal }) => {
        const { sdk, client } = await api();
        try {
          return unwrap(
            await sdk.updateAdminPage({
              client,
              signal,
              headers: inlineErrors,
              path: { slug: input.slug },
              body: input.draft,
            }),
          );
        } catch (error) {
          throw await placeFailure("PageUpdate", error);
        }
      },
    ),
  };
}
