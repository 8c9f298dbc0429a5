import { fromPromise } from "xstate";
import type {
  Category,
  ErrorCode,
  MyOffering,
  MyOfferingCreate,
  MyOfferingPage,
  OfferingKind,
  OfferingStatus,
} from "../sdk";
import { fieldCodes } from "../sdk/field-codes.gen";
import { checkFields } from "./field-check";
import type { Api } from "./load-sdk";
import type { MyOfferingsRequest } from "./my-offerings.machine";
import {
  type FieldErrors,
  FieldFailure,
  type SaleDraft,
  saleBody,
  saleRuleErrors,
} from "./offering-draft";
import { inlineErrors, RequestFailure, unwrap } from "./request-failure";

/**
 * The listings machines' effects over the generated SDK. The editor shows refusals beside its
 * fields, so its requests are marked for inline errors (no toast as well); a refusal is
 * thrown as a FieldFailure naming the field, found from the contract's own table of which
 * field answers which code (sdk/field-codes.gen.ts).
 */

type FieldTable = Record<string, Record<string, string>>;

/** Codes of the texts' languages, answered for the whole set of titles or descriptions. */
const textFields: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(fieldCodes.LocalizedTitle).flatMap((codes) =>
      Object.values(codes).map((code) => [code, "titles"]),
    ),
  ),
  ...Object.fromEntries(
    Object.values(fieldCodes.LocalizedDescription).flatMap((codes) =>
      Object.values(codes).map((code) => [code, "descriptions"]),
    ),
  ),
};

/** The field of a request body whose rules answer `code`, if one does. */
function fieldAnswering(table: FieldTable, code: ErrorCode): string | null {
  for (const [field, codes] of Object.entries(table)) {
    if (Object.values(codes).includes(code)) return field;
  }
  return null;
}

/** The SDK's answer, or a refusal naming its field (`fields` for codes no table names). */
function unwrapForForm<T>(
  result: Parameters<typeof unwrap<T>>[0],
  table: FieldTable,
  fields: Partial<Record<ErrorCode, string>> = {},
): T {
  try {
    return unwrap(result);
  } catch (error) {
    if (!(error instanceof RequestFailure) || error.code === "network_error") throw error;
    const field = fields[error.code] ?? fieldAnswering(table, error.code);
    throw new FieldFailure(error, field);
  }
}

/** The SDK's answer, or a refusal shown beside `field` (a network failure stays the form's). */
function unwrapBeside<T>(result: Parameters<typeof unwrap<T>>[0], field: string): T {
  try {
    return unwrap(result);
  } catch (error) {
    if (!(error instanceof RequestFailure) || error.code === "network_error") throw error;
    throw new FieldFailure(error, field);
  }
}

/** The contract's checks of a body, one code per field, and each language's title checked too. */
async function checkOfferingBody(body: MyOfferingCreate): Promise<FieldErrors> {
  const [fields, titles, descriptions] = await Promise.all([
    checkFields("MyOfferingCreate", { ...body }),
    checkFields("LocalizedTitle", { ...body.titles }),
    checkFields("LocalizedDescription", { ...body.descriptions }),
  ]);
  const errors: FieldErrors = { ...fields };
  // The generated zod schemas leave out `minProperties` (LocalizedTitle: at least one title).
  if (Object.keys(body.titles).length === 0) {
    errors.titles ??= fieldCodes.MyOfferingCreate.titles["*"];
  }
  // A language's own code is the precise one (the body's table has one code for all of them).
  for (const [field, perLang] of [
    ["titles", titles],
    ["descriptions", descriptions],
  ] as const) {
    if (Object.keys(perLang).length > 0) delete errors[field];
    for (const [lang, code] of Object.entries(perLang)) errors[`${field}.${lang}`] = code;
  }
  return errors;
}

export function createMyOfferingsActors(api: () => Promise<Api>) {
  return {
    list: fromPromise<MyOfferingPage, MyOfferingsRequest>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(await sdk.listMyOfferings({ client, query: input, signal }));
    }),
  };
}

/**
 * `prepareImage` turns a chosen file into base64 ready to upload (resized in the browser); it
 * throws a RequestFailure with `image_invalid` or `image_too_large` for what it cannot use.
 */
export function createOfferingEditorActors(
  api: () => Promise<Api>,
  prepareImage: (file: Blob) => Promise<string>,
) {
  return {
    load: fromPromise<
      { offering: MyOffering | null; categories: Category[] },
      { id: string | null; kind: OfferingKind }
    >(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const [offering, categories] = await Promise.all([
        input.id === null
          ? null
          : sdk.getMyOffering({ client, path: { id: input.id }, signal }).then(unwrap),
        sdk.listCategories({ client, query: { kind: input.kind }, signal }).then(unwrap),
      ]);
      return { offering, categories };
    }),
    upload: fromPromise<string, { file: Blob }>(async ({ input, signal }) => {
      const data = await prepareImage(input.file);
      const { sdk, client } = await api();
      const uploaded = await sdk.uploadImage({
        client,
        body: { data },
        signal,
        headers: inlineErrors,
      });
      return unwrap(uploaded).id;
    }),
    checkDraft: fromPromise<FieldErrors, { body: MyOfferingCreate }>(({ input }) =>
      checkOfferingBody(input.body),
    ),
    save: fromPromise<MyOffering, { id: string | null; body: MyOfferingCreate }>(
      async ({ input, signal }) => {
        const { sdk, client } = await api();
        const table: FieldTable = { ...fieldCodes.MyOfferingCreate };
        // A new price must stay above the sales still to come.
        const fields = { ...textFields, sale_price_not_below_price: "price" };
        if (input.id === null) {
          const created = await sdk.createMyOffering({
            client,
            body: input.body,
            signal,
            headers: inlineErrors,
          });
          return unwrapForForm(created, table, fields);
        }
        const { kind: _kind, ...changes } = input.body;
        const updated = await sdk.updateMyOffering({
          client,
          path: { id: input.id },
          body: changes,
          signal,
          headers: inlineErrors,
        });
        return unwrapForForm(updated, table, fields);
      },
    ),
    changeStatus: fromPromise<MyOffering, { id: string; status: OfferingStatus }>(
      async ({ input, signal }) => {
        const { sdk, client } = await api();
        const changed = await sdk.changeMyOfferingStatus({
          client,
          path: { id: input.id },
          body: { status: input.status },
          signal,
          headers: inlineErrors,
        });
        return unwrapBeside(changed, "status");
      },
    ),
    remove: fromPromise<void, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const removed = await sdk.deleteMyOffering({
        client,
        path: { id: input.id },
        signal,
        headers: inlineErrors,
      });
      unwrapBeside(removed, "status");
    }),
  };
}

export function createFlashSalesActors(api: () => Promise<Api>) {
  // Rules of dates name the end, as the form's own check does; an overlap names the start.
  const saleFields = {
    sale_dates_invalid: "ends_at",
    sale_ends_in_past: "ends_at",
    sale_overlaps: "starts_at",
  };
  return {
    check: fromPromise<FieldErrors, { sale: SaleDraft; offering: MyOffering }>(
      async ({ input }) => {
        const contract = await checkFields("MyFlashSaleCreate", { ...saleBody(input.sale) });
        return { ...saleRuleErrors(input.sale, input.offering, Date.now()), ...contract };
      },
    ),
    create: fromPromise<MyOffering, { offeringId: string; sale: SaleDraft }>(
      async ({ input, signal }) => {
        const { sdk, client } = await api();
        const created = await sdk.createMyFlashSale({
          client,
          path: { id: input.offeringId },
          body: saleBody(input.sale),
          signal,
          headers: inlineErrors,
        });
        return unwrapForForm(created, fieldCodes.MyFlashSaleCreate, saleFields);
      },
    ),
    remove: fromPromise<MyOffering, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const removed = await sdk.deleteMyFlashSale({
        client,
        path: { id: input.id },
        signal,
        headers: inlineErrors,
      });
      return unwrapForForm(removed, {});
    }),
  };
}
