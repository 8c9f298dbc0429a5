import type { BusinessLink, ErrorCode, Lang, MyBusiness, MyBusinessUpdate } from "../sdk";
import type { FieldErrors } from "./field-check";

/**
 * The owner's business as its form holds it (every value a string a field shows), and the
 * update a draft makes of it: only what differs from the business as stored is sent, so an
 * untouched name never sends an accepted business back to verification.
 */

/** The languages a business's texts are written in, in the order the form shows them. */
export const TEXT_LANGS: readonly Lang[] = ["ru", "uz", "en", "fa"];
export const LINK_KINDS: readonly BusinessLink["kind"][] = [
  "website",
  "telegram",
  "instagram",
  "facebook",
];
/** Monday is 1 (the contract's weekdays). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface DayHours {
  open: boolean;
  opens: string;
  /** As a time field shows it: midnight is "00:00", stored as "24:00". */
  closes: string;
}

export interface BusinessDraft {
  names: Record<Lang, string>;
  descriptions: Record<Lang, string>;
  oked: string;
  tax_id: string;
  phone: string;
  email: string;
  /** A region's code; "" for none. */
  region: string;
  address: string;
  hours: Record<number, DayHours>;
  links: Record<BusinessLink["kind"], string>;
  logo: string | null;
}

const textsOf = (texts: Partial<Record<Lang, string>>) =>
  Object.fromEntries(TEXT_LANGS.map((lang) => [lang, texts[lang] ?? ""])) as Record<Lang, string>;

export function draftOf(business: MyBusiness): BusinessDraft {
  const hours: Record<number, DayHours> = {};
  for (const day of WEEKDAYS) {
    const entry = business.working_hours.find((hours) => hours.day === day);
    hours[day] = entry
      ? {
          open: true,
          opens: entry.opens,
          closes: entry.closes === "24:00" ? "00:00" : entry.closes,
        }
      : { open: false, opens: "09:00", closes: "18:00" };
  }
  const links = Object.fromEntries(
    LINK_KINDS.map((kind) => [kind, business.links.find((link) => link.kind === kind)?.url ?? ""]),
  ) as Record<BusinessLink["kind"], string>;
  return {
    names: textsOf(business.names),
    descriptions: textsOf(business.descriptions),
    oked: business.oked.id,
    tax_id: business.tax_id,
    phone: business.phone,
    email: business.email ?? "",
    region: business.region ?? "",
    address: business.address ?? "",
    hours,
    links,
    logo: business.logo,
  };
}

/** Each language's text without its blank edges; a language left blank has none. */
function filled(texts: Record<Lang, string>): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  for (const lang of TEXT_LANGS) {
    const text = texts[lang].trim();
    if (text) out[lang] = text;
  }
  return out;
}

function workingHoursOf(draft: BusinessDraft): NonNullable<MyBusinessUpdate["working_hours"]> {
  return WEEKDAYS.flatMap((day) => {
    const hours = draft.hours[day];
    if (!hours?.open) return [];
    return [{ day, opens: hours.opens, closes: hours.closes === "00:00" ? "24:00" : hours.closes }];
  });
}

function linksOf(draft: BusinessDraft): NonNullable<MyBusinessUpdate["links"]> {
  return LINK_KINDS.flatMap((kind) => {
    const url = draft.links[kind].trim();
    return url ? [{ kind, url }] : [];
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameTexts = (a: Partial<Record<Lang, string>>, b: Partial<Record<Lang, string>>) =>
  TEXT_LANGS.every((lang) => (a[lang] ?? "") === (b[lang] ?? ""));

/** The update the draft makes: the fields whose value differs from the business's. */
export function updateOf(business: MyBusiness, draft: BusinessDraft): MyBusinessUpdate {
  const update: MyBusinessUpdate = {};
  const names = filled(draft.names);
  if (!sameTexts(names, business.names)) update.names = names;
  const descriptions = filled(draft.descriptions);
  if (!sameTexts(descriptions, business.descriptions)) update.descriptions = descriptions;
  if (draft.oked !== business.oked.id) update.oked = draft.oked;
  if (draft.tax_id.trim() !== business.tax_id) update.tax_id = draft.tax_id.trim();
  if (draft.phone.trim() !== business.phone) update.phone = draft.phone.trim();
  const email = draft.email.trim() || null;
  if (email !== business.email) update.email = email;
  const region = draft.region || null;
  if (region !== business.region) update.region = region;
  const address = draft.address.trim() || null;
  if (address !== business.address) update.address = address;
  const hours = workingHoursOf(draft);
  if (!same(hours, business.working_hours)) update.working_hours = hours;
  const links = linksOf(draft);
  if (!same(links, business.links)) update.links = links;
  if (draft.logo !== business.logo) update.logo = draft.logo;
  return update;
}

/** What an administrator verified: changing it of an accepted business asks them again. */
export function changesVerifiedFacts(update: MyBusinessUpdate): boolean {
  return update.names !== undefined || update.tax_id !== undefined || update.oked !== undefined;
}

/**
 * The one rule of the hours the contract cannot say: a day opens before it closes. A closing
 * time of "00:00" is midnight, after every opening.
 */
export function hoursErrors(draft: BusinessDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const day of WEEKDAYS) {
    const hours = draft.hours[day];
    if (!hours?.open) continue;
    const closes = hours.closes === "00:00" ? "24:00" : hours.closes;
    if (!hours.opens || !hours.closes || hours.opens >= closes) {
      errors[`hours.${day}`] = "working_hours_invalid";
    }
  }
  return errors;
}

// Which field a server's refusal belongs beside; any other code is the form's own.
const FIELD_OF_CODE: Partial<Record<ErrorCode, string>> = {
  title_required: "names",
  title_too_long: "names",
  description_too_long: "descriptions",
  invalid_oked_uuid: "oked",
  oked_not_found: "oked",
  tax_id_invalid: "tax_id",
  phone_required: "phone",
  phone_must_be_digits: "phone",
  invalid_email: "email",
  invalid_region: "region",
  address_too_long: "address",
  address_required: "address",
  working_hours_invalid: "working_hours",
  link_invalid: "links",
  image_not_found: "logo",
  image_invalid: "logo",
  image_too_large: "logo",
};

export function fieldOfCode(code: ErrorCode): string | null {
  return FIELD_OF_CODE[code] ?? null;
}
