import type { Db } from "../../server/db/database";
import { buildDemoCatalog } from "../../server/db/demo-catalog/build-catalog";
import type { JudgedQuery } from "./judged-query";

/**
 * The judged keys of the demo data and the ids the server answers with. Demo ids are derived
 * from stable keys (server/db/demo-catalog/featured.ts) and which offerings exist is drawn from
 * seeded generators, so the catalogue built again here is the one the server seeded.
 */
export interface DemoKeys {
  /** The public offering or business ids a query's `relevant` stands for. */
  relevantIds(query: JudgedQuery): Set<string>;
  /** How the report names an answer: `item/variant @ business`, or a business's key. */
  keyOf(id: string): string;
}

/** Every key a judgment may use: `item` and `item/variant` → offering ids; businesses by key. */
export async function loadDemoKeys(db: Db): Promise<DemoKeys> {
  const okeds = await db.selectFrom("okeds").select(["id", "code"]).execute();
  const catalog = buildDemoCatalog(new Date(), new Map(okeds.map((o) => [o.code, o.id])));
  const offerings = new Map<string, string[]>();
  const names = new Map<string, string>();
  const add = (key: string, id: string) => offerings.set(key, [...(offerings.get(key) ?? []), id]);
  for (const offering of catalog.catalogOfferings) {
    if (!offering.public) continue;
    const [business, item, variant] = offering.key.split("/");
    add(`${item}`, offering.id);
    add(`${item}/${variant}`, offering.id);
    names.set(offering.id, `${item}/${variant} @ ${business}`);
  }
  const businesses = new Map<string, string>();
  for (const business of catalog.catalogBusinesses) {
    if (!business.public) continue;
    businesses.set(business.key, business.id);
    names.set(business.id, business.key);
  }
  return {
    relevantIds(query) {
      const ids = query.relevant.flatMap((key) => {
        const business = businesses.get(key);
        const found =
          query.target === "offerings" ? (offerings.get(key) ?? []) : business ? [business] : [];
        // A judged item the demo data no longer has (or no longer shows): judge again.
        if (found.length === 0) {
          throw new Error(`«${query.query}»: no public demo ${query.target} for the key "${key}"`);
        }
        return found;
      });
      return new Set(ids);
    },
    keyOf: (id) => names.get(id) ?? "not a demo item",
  };
}
