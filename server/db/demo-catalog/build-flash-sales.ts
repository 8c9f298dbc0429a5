import type { Insertable } from "kysely";
import type { FlashSalesTable } from "../schema";
import type { CatalogOffering } from "./build-offerings";
import { featuredOfferingKeys, flashSaleId } from "./featured";
import { salePrice } from "./prices";
import { type Rng, rngFor } from "./random";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

type Phase = "live" | "upcoming" | "ended";

/**
 * Sale windows are relative to the moment of seeding: live sales started in the past and end
 * 1–72 hours after it, so a fresh database always has sales whose countdown runs.
 */
function windowOf(phase: Phase, now: number, rng: Rng): { starts: number; ends: number } {
  switch (phase) {
    case "live": {
      const ends = now + hourMs + rng.int(0, 71 * 60) * 60_000;
      return { starts: now - rng.int(1, 48) * hourMs, ends };
    }
    case "upcoming": {
      const starts = now + rng.int(1, 7) * dayMs + rng.int(0, 23) * hourMs;
      return { starts, ends: starts + rng.int(24, 72) * hourMs };
    }
    case "ended": {
      const ends = now - rng.int(1, 10) * dayMs - rng.int(0, 23) * hourMs;
      return { starts: ends - rng.int(24, 72) * hourMs, ends };
    }
  }
}

function saleRow(
  offering: CatalogOffering,
  phase: Phase,
  now: number,
  rng: Rng,
): Insertable<FlashSalesTable> {
  const window =
    offering.key === featuredOfferingKeys.productWithLiveFlashSale
      ? { starts: now - 2 * hourMs, ends: now + 5 * hourMs }
      : windowOf(phase, now, rng);
  const limit = rng.chance(0.5) ? rng.int(2, 20) * 10 : null;
  const sold =
    phase === "upcoming"
      ? 0
      : limit === null
        ? rng.int(0, 150)
        : rng.int(0, Math.floor(limit * 0.8));
  return {
    id: flashSaleId(offering.key),
    offering_id: offering.id,
    sale_price: salePrice(offering.price.price, rng.int(10, 60) / 100, offering.business.currency),
    starts_at: new Date(window.starts),
    ends_at: new Date(window.ends),
    quantity_limit: limit,
    sold,
    created_at: new Date(Math.min(window.starts, now) - rng.int(1, 5) * dayMs),
  };
}

/** 15 live sales (the featured one among them), 4 upcoming and 4 ended, on public offerings. */
export function buildFlashSales(
  now: Date,
  offerings: CatalogOffering[],
): Insertable<FlashSalesTable>[] {
  const rng = rngFor("flash-sales");
  const featured = offerings.find((o) => o.key === featuredOfferingKeys.productWithLiveFlashSale);
  if (!featured) throw new Error("the featured flash sale product is missing");
  const otherFeatured = new Set<string>(Object.values(featuredOfferingKeys));
  const pool = offerings.filter((o) => o.public && !otherFeatured.has(o.key));
  const products = rng.sample(
    pool.filter((o) => o.kind === "product"),
    20,
  );
  const services = rng.sample(
    pool.filter((o) => o.kind === "service"),
    3,
  );
  const plan: Array<[CatalogOffering, Phase]> = [
    [featured, "live"],
    ...products.slice(0, 12).map((o): [CatalogOffering, Phase] => [o, "live"]),
    ...services.slice(0, 2).map((o): [CatalogOffering, Phase] => [o, "live"]),
    ...products.slice(12, 16).map((o): [CatalogOffering, Phase] => [o, "upcoming"]),
    ...products.slice(16, 19).map((o): [CatalogOffering, Phase] => [o, "ended"]),
    ...services.slice(2, 3).map((o): [CatalogOffering, Phase] => [o, "ended"]),
  ];
  const t = now.getTime();
  return plan.map(([offering, phase]) =>
    saleRow(offering, phase, t, rngFor(`flash-sale/${offering.key}`)),
  );
}
