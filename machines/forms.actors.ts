import { fromPromise } from "xstate";
import type { AuditEntry, Form, FormDetail, FormDraft, FormSubmissionSent, Lang } from "../sdk";
import { type DownloadedFile, downloadedFile } from "./download-file";
import { checkFields, type FieldErrors, placeFailure } from "./field-check";
import { answersOf } from "./form-answer-rules";
import type { FormAnswersSend } from "./form-answers.machine";
import type { FormSave } from "./form-builder.machine";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";

/** A visitor's answers to a form, sent in their language: what the server stores is its call. */
export function createFormAnswersActors(api: () => Promise<Api>, lang: () => Lang) {
  return {
    send: fromPromise<FormSubmissionSent, FormAnswersSend>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.submitFormAnswers({
          client,
          signal,
          headers: inlineErrors,
          path: { slug: input.form.slug },
          body: { answers: answersOf(input.form.definition, input.values), lang: lang() },
        }),
      );
    }),
  };
}

/** The form builder's effects: the list, a draft checked and saved, publication, the CSV. */
export function createFormBuilderActors(api: () => Promise<Api>) {
  return {
    list: fromPromise<Form[]>(async ({ signal }) => {
      const { sdk, client } = await api();
      return unwrap(await sdk.listForms({ client, signal, headers: inlineErrors })).items;
    }),
    check: fromPromise<FieldErrors, FormDraft>(({ input }) =>
      checkFields("FormDraft", { ...input }),
    ),
    audit: fromPromise<AuditEntry[], { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const form = unwrap(
        await sdk.getForm({ client, signal, headers: inlineErrors, path: { id: input.id } }),
      );
      return form.audit;
    }),
    save: fromPromise<FormDetail, FormSave>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, signal, headers: inlineErrors, body: input.draft };
      try {
        return unwrap(
          input.id
            ? await sdk.updateForm({ ...options, path: { id: input.id } })
            : await sdk.createForm(options),
        );
      } catch (error) {
        throw await placeFailure("FormDraft", error);
      }
    }),
    publish: fromPromise<FormDetail, { id: string; published: boolean }>(
      async ({ input, signal }) => {
        const { sdk, client } = await api();
        return unwrap(
          await sdk.publishForm({
            client,
            signal,
            headers: inlineErrors,
            path: { id: input.id },
            body: { published: input.published },
          }),
        );
      },
    ),
    download: fromPromise<DownloadedFile, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const answer = await sdk.exportFormAnswers({
        client,
        signal,
        headers: inlineErrors,
        path: { id: input.id },
        parseAs: "blob",
      });
      // The answer names the file (`bozor-form-<slug>-<date>.csv`).
      return downloadedFile(answer, "");
    }),
  };
}
