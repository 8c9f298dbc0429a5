import type { Request } from "autocannon";
import type { BenchRequest, Fixture } from "./scenarios";

// The scenarios' own requests for signed-in people (bench/signed-in.ts prepares them).

const languages = ["ru", "uz", "en", "fa"];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Each person's notifications: pages 1 and 2, and the unread ones. */
export function notificationLists(people: string[]): Request[] {
  return people.flatMap((token) =>
    ["page=1", "page=2", "unread=true", "page=1&page_size=10"].map((query) => ({
      path: `/api/v1/notification/?${query}`,
      headers: bearer(token),
    })),
  );
}

export function dashboards(admin: string): Request[] {
  return ["days=7", "days=30", "days=90"].flatMap((period) =>
    languages.map((lang) => ({
      path: `/api/v1/admin/dashboard/?${period}&lang=${lang}`,
      headers: bearer(admin),
    })),
  );
}

/**
 * The store as people use it: out of every ten requests a person makes, eight read (a search
 * or an offering) and two write, in turn saving an offering to favourites, removing it again,
 * and writing to the support chat (which every administrator's socket hears). Request `i` is
 * connection `i % connections`' (measure.ts), so each person writes on one connection only.
 */
export function mixed(fixture: Fixture, searches: Request[], details: Request[]): BenchRequest[] {
  const { offeringIds, signedIn } = fixture;
  const people = signedIn.people;
  const steps = 300;
  return Array.from({ length: steps * people.length }, (_, i): BenchRequest => {
    const person = i % people.length;
    const step = Math.floor(i / people.length);
    const token = people[person] ?? "";
    if (step % 10 < 8) {
      const reads = step % 2 === 0 ? searches : details;
      const read = reads[(person * 31 + step) % reads.length] ?? { path: "/api/v1/offering/" };
      return { ...read, group: 0 };
    }
    const write = Math.floor(step / 10) * 2 + (step % 10) - 8;
    const offering = offeringIds[(person * 7919 + Math.floor(write / 3)) % offeringIds.length];
    const saved = `/api/v1/favorite/offering/${offering}/`;
    switch (write % 3) {
      case 0:
        return { method: "PUT", path: saved, headers: bearer(token), group: 1 };
      case 1:
        return { method: "DELETE", path: saved, headers: bearer(token), group: 1 };
      default:
        return {
          method: "POST",
          path: "/api/v1/support/messages/",
          headers: { ...bearer(token), "content-type": "application/json" },
          body: JSON.stringify({ text: `Salom! Buyurtma ${write} qachon yetib keladi?` }),
          group: 1,
        };
    }
  });
}
