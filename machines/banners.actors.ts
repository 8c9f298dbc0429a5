import { fromPromise } from "xstate";
import type { BannerDecision, BannerDetail } from "../sdk";
import { bannerDraftOf, bannerRequestOf } from "./banner-draft";
import type { BannerSave } from "./banner-editor.machine";
import { checkFields, type FieldErrors, placeFailure } from "./field-check";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";

/**
 * The banner editor's effects: the administration's calls or a business's request, both held
 * to the contract's rules (the link's pattern among them) before anything is sent. `prepareImage`
 * turns a chosen file into base64 ready to upload, or throws a RequestFailure with its code.
 */
export function createBannerEditorActors(
  api: () => Promise<Api>,
  prepareImage: (file: Blob) => Promise<string>,
) {
  return {
    load: fromPromise<BannerDetail, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.getAdminBanner({ client, signal, headers: inlineErrors, path: { id: input.id } }),
      );
    }),
    upload: fromPromise<string, { file: Blob }>(async ({ input, signal }) => {
      const data = await prepareImage(input.file);
      const { sdk, client } = await api();
      return unwrap(
        await sdk.uploadImage({ client, signal, headers: inlineErrors, body: { data } }),
      ).id;
    }),
    check: fromPromise<FieldErrors, BannerSave>(async ({ input }) => {
      const errors =
        input.mode === "admin"
          ? await checkFields("BannerDraft", { ...bannerDraftOf(input.form) })
          : await checkFields("BannerRequest", { ...bannerRequestOf(input.form) });
      // A title in at least one language: the contract's minProperties, which zod does not see.
      if (Object.keys(bannerRequestOf(input.form).titles).length === 0) {
        errors.titles = "title_required";
      }
      return errors;
    }),
    save: fromPromise<BannerDetail, BannerSave>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, signal, headers: inlineErrors };
      const schema = input.mode === "admin" ? "BannerDraft" : "BannerRequest";
      try {
        if (input.mode === "business") {
          return unwrap(
            await sdk.requestMyBanner({ ...options, body: bannerRequestOf(input.form) }),
          );
        }
        const body = bannerDraftOf(input.form);
        return unwrap(
          input.id === null
            ? await sdk.createAdminBanner({ ...options, body })
            : await sdk.updateAdminBanner({ ...options, path: { id: input.id }, body }),
        );
      } catch (error) {
        throw await placeFailure(schema, error);
      }
    }),
    remove: fromPromise<void, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      unwrap(
        await sdk.deleteAdminBanner({
          client,
          signal,
          headers: inlineErrors,
          path: { id: input.id },
        }),
      );
    }),
  };
}

export function createBannerDecisionActors(api: () => Promise<Api>) {
  return {
    decide: fromPromise<BannerDetail, { id: string; decision: BannerDecision }>(
      async ({ input, signal }) => {
        const { sdk, client } = await api();
        return unwrap(
          await sdk.decideBanner({
            client,
            signal,
            headers: inlineErrors,
            path: { id: input.id },
            body: input.decision,
          }),
        );
      },
    ),
  };
}
