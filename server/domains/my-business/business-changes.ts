import type { MyBusinessUpdate } from "../../../sdk/types.gen";
import type { BusinessLink, LocalizedText, WorkingHours } from "../../db/schema";
import { ApiError } from "../../errors";
import { okedExists, regionExists } from "../../shared/reference-exists";
import { searchTextOf } from "../../shared/search-text";
import type { Executor } from "./repository";
import { type BusinessChanges, type OwnBusinessRow, ownsImage } from "./repository";

/**
 * What an owner's update changes, checked whole before anything is written: the rules the
 * contract cannot say (an activity and a region that exist, a logo the owner uploaded, one
 * entry a weekday opening before it closes, links that are web addresses) answer their codes
 * here. Only what differs from the business as stored is a change, so saving the same values
 * again changes nothing, and sends nothing back to verification.
 */

/** Each language's text without its blank edges; a language left blank has no text. */
function localized(texts: LocalizedText): LocalizedText {
  const out: LocalizedText = {};
  for (const lang of Object.keys(texts).sort()) {
    const text = texts[lang]?.trim();
    if (text) out[lang] = text;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** At most one entry a weekday, each opening before it closes, by midnight ("24:00") at latest. */
function checkedHours(hours: WorkingHours[]): WorkingHours[] {
  const days = new Set<number>();
  for (const { day, opens, closes } of hours) {
    // "HH:MM" strings of the contract's pattern compare as times do.
    const closesInDay = closes <= "24:00";
    if (days.has(day) || opens >= closes || !closesInDay) {
      throw new ApiError(400, "working_hours_invalid");
    }
    days.add(day);
  }
  return [...hours]
    .sort((a, b) => a.day - b.day)
    .map(({ day, opens, closes }) => ({ day, opens, closes }));
}

/** An http(s) address a browser can open; anything else is never shown as a link. */
function checkedLinks(links: BusinessLink[]): BusinessLink[] {
  return links.map(({ kind, url }) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ApiError(400, "link_invalid");
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
      throw new ApiError(400, "link_invalid");
    }
    return { kind, url };
  });
}

const blankToNull = (text: string | null) => {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

export async function checkedChanges(
  db: Executor,
  current: OwnBusinessRow,
  update: MyBusinessUpdate,
  ownerId: string,
): Promise<BusinessChanges> {
  const changes: BusinessChanges = {};
  if (update.names !== undefined) {
    const names = localized(update.names);
    if (Object.keys(names).length === 0) throw new ApiError(400, "title_required");
    if (!same(names, localized(current.names))) changes.names = names;
  }
  if (update.descriptions !== undefined) {
    const descriptions = localized(update.descriptions);
    if (!same(descriptions, localized(current.descriptions))) changes.descriptions = descriptions;
  }
  if (changes.names || changes.descriptions) {
    changes.searchText = searchTextOf(
      changes.names ?? current.names,
      changes.descriptions ?? current.descriptions,
    );
  }
  if (update.oked !== undefined) {
    const oked = update.oked.toLowerCase();
    if (oked !== current.oked_id) {
      if (!(await okedExists(db, oked))) throw new ApiError(404, "oked_not_found");
      changes.okedId = oked;
    }
  }
  if (update.tax_id !== undefined && update.tax_id !== current.tax_id) {
    changes.taxId = update.tax_id;
  }
  if (update.phone !== undefined && update.phone !== current.phone) changes.phone = update.phone;
  if (update.email !== undefined) {
    const email = update.email === null ? null : update.email.toLowerCase();
    if (email !== current.email) changes.email = email;
  }
  if (update.region !== undefined && update.region !== current.region_code) {
    if (update.region !== null && !(await regionExists(db, update.region))) {
      throw new ApiError(400, "invalid_region");
    }
    changes.regionCode = update.region;
  }
  if (update.address !== undefined) {
    const address = blankToNull(update.address);
    if (address !== current.address) changes.address = address;
  }
  if (update.working_hours !== undefined) {
    const hours = checkedHours(update.working_hours);
    if (!same(hours, current.working_hours)) changes.workingHours = hours;
  }
  if (update.links !== undefined) {
    const links = checkedLinks(update.links);
    if (!same(links, current.links)) changes.links = links;
  }
  if (update.logo !== undefined) {
    const logo = update.logo === null ? null : update.logo.toLowerCase();
    if (logo !== current.logo_image_id) {
      // Another shop's picture, seen on its page, cannot be borrowed.
      if (logo !== null && !(await ownsImage(db, logo, ownerId))) {
        throw new ApiError(400, "image_not_found");
      }
      changes.logoImageId = logo;
    }
  }
  return changes;
}

/** What an administrator verified: changing it of an accepted business asks them again. */
export function changesVerifiedFacts(changes: BusinessChanges): boolean {
  return changes.names !== undefined || changes.taxId !== undefined || changes.okedId !== undefined;
}
