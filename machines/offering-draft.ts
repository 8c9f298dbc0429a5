import type {
  Currency,
  Lang,
  MyFlashSaleCreate,
  MyOffering,
  MyOfferingCreate,
  OfferingKind,
} from "../sdk";
import { type FailureCode, RequestFailure } from "./request-failure";

/**
 * An offering as its owner's form holds it, and the flash sale being added to it: what the
 * offering editor machine keeps, and how it becomes the contract's request bodies.
 */

export const LANGS: readonly Lang[] = ["en", "ru", "uz", "fa"];

/** openapi.yaml, MyOfferingCreate.images: `maxItems`. */
export const MAX_IMAGES = 10;

export type CurrencyCode = Currency["code"];
type Texts = Record<Lang, string>;

export interface OfferingDraft {
  titles: Texts;
  descriptions: Texts;
  /** "" until one is chosen. */
  category_id: string;
  price: number | null;
  currency: CurrencyCode;
  images: string[];
}

export interface SaleDraft {
  price: number | null;
  /** As a `datetime-local` field holds it: local time, "" until given. */
  starts_at: string;
  ends_at: string;
  quantity_limit: number | null;
}

/**
 * The codes of a form's fields: `titles`, `titles.en`, `descriptions.fa`, `category_id`, …
 * for the offering; `price`, `starts_at`, `ends_at`, `quantity_limit` for a sale.
 */
export type FieldErrors = Partial<Record<string, FailureCode>>;

/** The errors without those of these fields (`titles` takes `titles.en` and the rest with it). */
export function clearFields(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) => !fields.some((field) => key === field || key.startsWith(`${field}.`)),
    ),
  );
}

const noTexts = (): Texts => ({ en: "", ru: "", uz: "", fa: "" });

export function emptyDraft(currency: CurrencyCode): OfferingDraft {
  return {
    titles: noTexts(),
    descriptions: noTexts(),
    category_id: "",
    price: null,
    currency,
    images: [],
  };
}

export function draftOf(offering: MyOffering): OfferingDraft {
  const texts = (values: Partial<Texts>): Texts => ({ ...noTexts(), ...values });
  return {
    titles: texts(offering.titles),
    descriptions: texts(offering.descriptions),
    category_id: offering.category.id,
    price: offering.price.amount,
    currency: offering.price.currency,
    images: [...offering.images],
  };
}

export const emptySale = (): SaleDraft => ({
  price: null,
  starts_at: "",
  ends_at: "",
  quantity_limit: null,
});

/** Each language typed, without its blank edges; one left blank is not sent. */
function filled(texts: Texts): Partial<Texts> {
  const sent: Partial<Texts> = {};
  for (const lang of LANGS) {
    const text = texts[lang].trim();
    if (text) sent[lang] = text;
  }
  return sent;
}

/** The draft with one image moved one place earlier (-1) or later (1), where there is room. */
export function withImageMoved(draft: OfferingDraft, id: string, by: -1 | 1): OfferingDraft {
  const images = [...draft.images];
  const from = images.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= images.length) return draft;
  [images[from], images[to]] = [images[to] as string, id];
  return { ...draft, images };
}

/** Languages with no title yet: what the form and the list say are missing. */
export function missingTitles(draft: OfferingDraft): Lang[] {
  return LANGS.filter((lang) => draft.titles[lang].trim() === "");
}

/** The request body of the draft (for a new offering of `kind`; an update omits `kind`). */
export function offeringBody(draft: OfferingDraft, kind: OfferingKind): MyOfferingCreate {
  return {
    kind,
    titles: filled(draft.titles),
    descriptions: filled(draft.descriptions),
    category_id: draft.category_id,
    // A field left empty is sent as absent, which the contract answers as a missing price.
    price: draft.price as number,
    currency: draft.currency,
    images: draft.images,
  };
}

/** Whether the form holds anything its saved offering does not (a new one: always). */
export function isChanged(draft: OfferingDraft, offering: MyOffering | null): boolean {
  return offering === null || JSON.stringify(draft) !== JSON.stringify(draftOf(offering));
}

/** A `datetime-local` value as the instant it names in the browser's time zone; "" if none. */
export function instantOf(local: string): string {
  const time = local ? new Date(local).getTime() : Number.NaN;
  return Number.isNaN(time) ? local : new Date(time).toISOString();
}

export function saleBody(sale: SaleDraft): MyFlashSaleCreate {
  return {
    price: sale.price as number,
    starts_at: instantOf(sale.starts_at),
    ends_at: instantOf(sale.ends_at),
    ...(sale.quantity_limit === null ? {} : { quantity_limit: sale.quantity_limit }),
  };
}

/**
 * The rules of a sale that its schema cannot state, because they compare it with its offering
 * and the clock: the server holds the same (server/domains/listings), these only spare a
 * round trip and show every broken rule at once.
 */
export function saleRuleErrors(sale: SaleDraft, offering: MyOffering, now: number): FieldErrors {
  const errors: FieldErrors = {};
  if (sale.price !== null && sale.price >= offering.price.amount) {
    errors.price = "sale_price_not_below_price";
  }
  const start = new Date(sale.starts_at).getTime();
  const end = new Date(sale.ends_at).getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return errors;
  if (start >= end) errors.ends_at = "sale_dates_invalid";
  else if (end <= now) errors.ends_at = "sale_ends_in_past";
  else {
    const overlaps = offering.flash_sales.some(
      (other) =>
        new Date(other.starts_at).getTime() < end && new Date(other.ends_at).getTime() > start,
    );
    if (overlaps) errors.starts_at = "sale_overlaps";
  }
  return errors;
}

/**
 * A refusal the form shows beside one of its fields: `field` names it (as in FieldErrors), or
 * is null for a refusal that belongs to no field, shown with the form's buttons.
 */
export class FieldFailure extends RequestFailure {
  constructor(
    failure: RequestFailure,
    readonly field: string | null,
  ) {
    super(failure.code, failure.status);
    this.name = "FieldFailure";
  }
}

export function fieldOf(error: unknown): string | null {
  return error instanceof FieldFailure ? error.field : null;
}
