import { describe, expect, it } from "vitest";
import { createActor, toPromise } from "xstate";
import { createFlashSalesActors, createOfferingEditorActors } from "../../machines/listings.actors";
import type { Api } from "../../machines/load-sdk";
import { emptyDraft, FieldFailure, offeringBody } from "../../machines/offering-draft";
import type { MyOffering } from "../../sdk";

/**
 * The listings actors' part the machines cannot see: the contract's checks of a form (from the
 * generated schemas and the code table) and which field a server's refusal belongs to.
 */

const CATEGORY = "c0000000-0000-4000-8000-000000000001";

/** An SDK whose every call answers `status` with `detail`. */
function refusing(status: number, detail: string): () => Promise<Api> {
  const answer = async () => ({
    error: { detail },
    response: new Response(null, { status }),
  });
  const sdk = new Proxy({}, { get: () => answer });
  return async () => ({ sdk, client: {} }) as unknown as Api;
}

const noImage = async () => "";

function run<T>(logic: Parameters<typeof createActor>[0], input: unknown): Promise<T> {
  const actor = createActor(logic, { input } as never);
  actor.start();
  return toPromise(actor) as Promise<T>;
}

describe("the editor's check of a draft", () => {
  const { checkDraft } = createOfferingEditorActors(refusing(500, "x"), noImage);

  it("answers, per field, the code the server would", async () => {
    const body = offeringBody(emptyDraft("UZS"), "product");
    expect(await run(checkDraft, { body })).toEqual({
      titles: "title_required",
      category_id: "invalid_category",
      price: "invalid_price",
    });
  });

  it("names the language whose title is too long", async () => {
    const draft = emptyDraft("UZS");
    const body = offeringBody(
      {
        ...draft,
        titles: { ...draft.titles, ru: "ы".repeat(10_000), uz: "Gilam" },
        category_id: CATEGORY,
        price: 10,
      },
      "product",
    );
    expect(await run(checkDraft, { body })).toEqual({ "titles.ru": "title_too_long" });
  });
});

describe("a refusal's field", () => {
  const body = offeringBody({ ...emptyDraft("USD"), category_id: CATEGORY, price: 1 }, "product");

  it.each([
    ["image_not_found", "images"],
    ["invalid_category", "category_id"],
    ["title_too_long", "titles"],
    ["sale_price_not_below_price", "price"],
    ["something_went_wrong", null],
  ])("%s goes beside %s", async (code, field) => {
    const { save } = createOfferingEditorActors(refusing(400, code), noImage);
    const failure = await run(save, { id: null, body }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FieldFailure);
    expect(failure).toMatchObject({ code, field });
  });

  it.each([
    ["sale_dates_invalid", "ends_at"],
    ["sale_ends_in_past", "ends_at"],
    ["sale_overlaps", "starts_at"],
    ["sale_quantity_invalid", "quantity_limit"],
  ])("a sale's %s goes beside %s", async (code, field) => {
    const { create } = createFlashSalesActors(refusing(400, code));
    const sale = { price: 1, starts_at: "", ends_at: "", quantity_limit: null };
    const failure = await run(create, { offeringId: CATEGORY, sale }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code, field });
  });

  it("a publishing refusal goes beside the status", async () => {
    const { changeStatus } = createOfferingEditorActors(
      refusing(403, "business_status_not_accepted"),
      noImage,
    );
    const failure = await run<MyOffering>(changeStatus, { id: CATEGORY, status: "active" }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ code: "business_status_not_accepted", field: "status" });
  });
});
