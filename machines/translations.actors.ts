import { fromPromise } from "xstate";
import type {
  TranslationFile,
  TranslationImportResult,
  TranslationPage,
  TranslationRow,
} from "../sdk";
import { type DownloadedFile, downloadFileName } from "./download-file";
import { checkFields, type FieldErrors } from "./field-check";
import type { Api } from "./load-sdk";
import { inlineErrors, RequestFailure, unwrap } from "./request-failure";
import type { TranslationDraft, TranslationWrite } from "./translation-edit.machine";
import type {
  ExportScope,
  TranslationFilters,
  TranslationListInput,
} from "./translation-table.machine";

/** The query of the table: filters left empty are absent. */
export function translationQuery(filters: TranslationFilters) {
  return {
    ...(filters.q.trim() && { q: filters.q.trim() }),
    ...(filters.filter && { filter: filters.filter }),
    // Not `lang`: the app's fetch adds that to every GET as the interface language.
    ...(filters.lang && { language: filters.lang }),
  };
}

/** A chosen file as the import's body: JSON of the export's shape, or the contract's refusal. */
export async function translationFileOf(file: Blob): Promise<TranslationFile> {
  try {
    const parsed: unknown = JSON.parse(await file.text());
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      return parsed as TranslationFile;
    }
  } catch {
    // Not JSON at all: refused as any file of another shape is.
  }
  throw new RequestFailure("translation_file_invalid", null);
}

/** The table of messages: a page of it, the JSON export, and a file imported. */
export function createTranslationTableActors(api: () => Promise<Api>) {
  return {
    list: fromPromise<TranslationPage, TranslationListInput>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.listTranslations({
          client,
          signal,
          headers: inlineErrors,
          query: {
            ...translationQuery(input.filters),
            page: input.page,
            page_size: input.pageSize,
          },
        }),
      );
    }),
    download: fromPromise<DownloadedFile, { scope: ExportScope }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      // Read as JSON, so the SDK holds the file to the contract, then saved as the server wrote it.
      const answer = await sdk.exportTranslations({
        client,
        signal,
        headers: inlineErrors,
        query: { scope: input.scope },
      });
      const file = unwrap(answer);
      const disposition = answer.response?.headers.get("content-disposition") ?? null;
      return {
        blob: new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: "application/json" }),
        fileName: downloadFileName("", undefined, disposition),
      };
    }),
    importFile: fromPromise<TranslationImportResult, { file: Blob }>(async ({ input, signal }) => {
      const body = await translationFileOf(input.file);
      const { sdk, client } = await api();
      return unwrap(await sdk.importTranslations({ client, signal, headers: inlineErrors, body }));
    }),
  };
}

/** One message being edited: the contract's rules of the text, then the server's save or reset. */
export function createTranslationEditActors(api: () => Promise<Api>) {
  return {
    check: fromPromise<FieldErrors, TranslationDraft>(({ input }) =>
      checkFields("TranslationEdit", { ...input }),
    ),
    write: fromPromise<TranslationRow, TranslationWrite>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const options = { client, signal, headers: inlineErrors };
      const { lang, key, text } = input;
      return unwrap(
        text === null
          ? await sdk.resetTranslation({ ...options, body: { lang, key } })
          : await sdk.saveTranslation({ ...options, body: { lang, key, text } }),
      );
    }),
  };
}
