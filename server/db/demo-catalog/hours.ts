import type { BusinessLink, WorkingHours } from "../schema";
import type { HoursPattern } from "./business-kinds";
import type { Rng } from "./random";

const everyDay = [1, 2, 3, 4, 5, 6, 7];
const weekdays = [1, 2, 3, 4, 5];

function days(list: number[], opens: string, closes: string): WorkingHours[] {
  return list.map((day) => ({ day, opens, closes }));
}

/** Opening hours as such businesses keep them in Uzbekistan; Sunday is the usual day off. */
export function workingHoursOf(pattern: HoursPattern, rng: Rng): WorkingHours[] {
  const early = rng.chance(0.5);
  switch (pattern) {
    case "shop":
      return [
        ...days([1, 2, 3, 4, 5, 6], early ? "09:00" : "10:00", "20:00"),
        ...days([7], "10:00", "18:00"),
      ];
    case "bazaar":
      return days(everyDay, early ? "06:00" : "07:00", "19:00");
    case "bakery":
      return days(everyDay, early ? "05:00" : "06:00", "20:00");
    case "workshop":
      return days([1, 2, 3, 4, 5, 6], early ? "08:00" : "09:00", "17:00");
    case "office":
      return [
        ...days(weekdays, "09:00", "18:00"),
        ...days([6], "10:00", early ? "15:00" : "16:00"),
      ];
    case "salon":
      return days(everyDay, early ? "09:00" : "10:00", "21:00");
    case "clinic":
      return days([1, 2, 3, 4, 5, 6], early ? "08:00" : "09:00", "20:00");
    case "events":
      return days(everyDay, "10:00", "23:00");
    case "always":
      return days(everyDay, "00:00", "24:00");
  }
}

/** Telegram first: it is where Uzbek businesses talk to customers. */
export function linksOf(key: string, rng: Rng): BusinessLink[] {
  const handle = key.replace(/-/g, "_");
  const links: BusinessLink[] = [{ kind: "telegram", url: `https://t.me/${handle}` }];
  if (rng.chance(0.7)) links.push({ kind: "instagram", url: `https://instagram.com/${handle}` });
  if (rng.chance(0.4)) links.push({ kind: "website", url: `https://${key}.uz` });
  if (rng.chance(0.15)) links.push({ kind: "facebook", url: `https://facebook.com/${handle}` });
  return links;
}
