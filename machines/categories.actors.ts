import { fromPromise } from "xstate";
import type { AdminCategory, ErrorCode } from "../sdk";
import type { CategoryDraft, CategorySave } from "./category-editor.machine";
import { CONTENT_LANGS } from "./content-langs";
import { checkFields, type FieldErrors, placeFailure } from "./field-check";
import type { Api } from "./load-sdk";
import { inlineErrors, RequestFailure, unwrap } from "./request-failure";

/** The position as the contract wants it: a whole number as typed, else NaN (refused). */
const positionOf = (typed: string): number => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : NaN);

/** The request body of a draft. */
export function categoryUpdateOf(draft: CategoryDraft) {
  return { names: draft.names, position: positionOf(draft.position), icon: draft.icon };
}

/**
 * The category editor's calls. There is no "get one" operation: the tree is a few dozen rows,
 * so the editor reads `listAdminCategories` and takes its category from it.
 */
export function createCategoryEditorActors(api: () => Promise<Api>) {
  return {
    load: fromPromise<AdminCategory, string>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const all = unwrap(await sdk.listAdminCategories({ client, signal, headers: inlineErrors }));
      const found = all.find((category) => category.id === input);
      if (!found) throw new RequestFailure("category_not_found", 404);
      return found;
    }),
    // Each language's name is checked on its own so the code sits beside that field; the
    // position and icon with the whole body's schema.
    check: fromPromise<FieldErrors, CategoryDraft>(async ({ input }) => {
      const { zTitleText } = await import("../sdk/zod.gen");
      const errors: FieldErrors = {};
      for (const lang of CONTENT_LANGS) {
        const issue = zTitleText.safeParse(input.names[lang]).error?.issues[0];
        if (issue) {
          const code: ErrorCode = issue.code === "too_big" ? "title_too_long" : "title_required";
          errors[`names.${lang}`] = code;
        }
      }
      const whole = await checkFields("CategoryUpdate", categoryUpdateOf(input));
      return { ...errors, position: whole.position, icon: whole.icon };
    }),
    save: fromPromise<AdminCategory, CategorySave>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      try {
        return unwrap(
          await sdk.updateAdminCategory({
            client,
            signal,
            headers: inlineErrors,
            path: { id: input.id },
            body: categoryUpdateOf(input.draft),
          }),
        );
      } catch (error) {
        throw await placeFailure("CategoryUpdate", error);
      }
    }),
  };
}
