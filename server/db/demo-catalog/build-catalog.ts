import type { Insertable } from "kysely";
import type {
  BannersTable,
  BusinessesTable,
  CategoriesTable,
  FeedbackTable,
  FlashSalesTable,
  OfferingImagesTable,
  OfferingsTable,
  UsersTable,
} from "../schema";
import { buildBanners } from "./banners";
import { buildBusinesses, type CatalogBusiness } from "./build-businesses";
import { buildCategories } from "./build-categories";
import { buildFeedback } from "./build-feedback";
import { buildFlashSales } from "./build-flash-sales";
import { buildOfferings, type CatalogOffering } from "./build-offerings";
import type { ImageRow } from "./image-row";
import { demoReviewers } from "./people";

/** What Chorsu Fresh Market, the demo business of demo-data.ts, sells. */
const demoBusinessCategories = ["fruits-vegetables", "dried-fruit", "spices", "bread"];

/** Users without a password hash: the seed hashes the demo password once for all of them. */
type DemoUserRow = Omit<Insertable<UsersTable>, "password_hash">;

export interface DemoCatalog {
  images: ImageRow[];
  categories: Insertable<CategoriesTable>[];
  users: DemoUserRow[];
  businesses: Insertable<BusinessesTable>[];
  offerings: Insertable<OfferingsTable>[];
  offeringImages: Insertable<OfferingImagesTable>[];
  flashSales: Insertable<FlashSalesTable>[];
  feedback: Insertable<FeedbackTable>[];
  banners: Insertable<BannersTable>[];
  /** For the benchmark, which adds many more offerings to the same businesses. */
  catalogBusinesses: CatalogBusiness[];
  catalogOfferings: CatalogOffering[];
}

/**
 * The whole demo marketplace as rows: a pure function of `now` (which only moves dates) and the
 * ids the base seed gave the OKED codes. Every id is derived from a stable key.
 */
export function buildDemoCatalog(now: Date, okedIds: ReadonlyMap<string, string>): DemoCatalog {
  const categories = buildCategories();
  const businesses = buildBusinesses(now, okedIds, categories, demoBusinessCategories);
  const offerings = buildOfferings(now, businesses.all, categories);
  const banners = buildBanners(now);
  const reviewers: DemoUserRow[] = demoReviewers.map((reviewer) => ({
    ...reviewer,
    role: "user",
    currency_id: reviewer.lang === "ru" ? 2 : reviewer.lang === "uz" ? 1 : 3,
    image_id: null,
    is_active: true,
    is_verified: true,
    email_verified: true,
  }));
  return {
    images: [...businesses.logos, ...offerings.images, ...banners.images],
    categories: categories.rows,
    users: [...businesses.owners, ...reviewers],
    businesses: businesses.rows,
    offerings: offerings.rows,
    offeringImages: offerings.offeringImages,
    flashSales: buildFlashSales(now, offerings.all),
    feedback: buildFeedback(now, offerings.all, businesses.all),
    banners: banners.rows,
    catalogBusinesses: businesses.all,
    catalogOfferings: offerings.all,
  };
}
