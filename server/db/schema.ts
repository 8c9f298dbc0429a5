import type { ColumnType, Generated } from "kysely";

/** Per-locale texts, e.g. `{ "ru": "…", "uz": "…" }`. */
export type LocalizedText = Partial<Record<string, string>>;

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (DEFAULT now()) unless one is given. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
// pg answers numeric and bigint as strings; the PGlite adapter is configured to match.
type Numeric = ColumnType<string, number | string, number | string>;
/** A numeric column with a DEFAULT (Generated<Numeric> would select as the ColumnType itself). */
type DefaultNumeric = ColumnType<string, number | string | undefined, number | string>;
/**
 * A tsvector the database computes from `search_text` (GENERATED ALWAYS, migration 0003):
 * never written; read in its text form, which queries have no use for but a type must name.
 */
type SearchVector = ColumnType<string, never, never>;
/** pg answers bigint as a string; the PGlite adapter is configured to match. */
type Bigint = ColumnType<string, number | string | bigint, number | string | bigint>;

export interface SettingsTable {
  key: string;
  value: string;
}

export interface ImagesTable {
  id: Generated<string>;
  content_type: string;
  bytes: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  created_at: DefaultTimestamp;
}

export interface CurrenciesTable {
  id: number;
  code: string;
  names: Json<LocalizedText>;
  rate: Numeric;
}

export interface OkedsTable {
  id: Generated<string>;
  code: string;
  names: Json<LocalizedText>;
}

export type Role = "user" | "business" | "admin";
export type BusinessStatus = "pending" | "accepted" | "rejected" | "blocked";

export interface UsersTable {
  id: Generated<string>;
  email: string | null;
  phone: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: Generated<Role>;
  lang: Generated<string>;
  currency_id: number;
  image_id: string | null;
  is_active: Generated<boolean>;
  is_verified: Generated<boolean>;
  date_joined: DefaultTimestamp;
}

export interface BusinessesTable {
  id: Generated<string>;
  owner_id: string;
  names: Json<LocalizedText>;
  descriptions: Json<LocalizedText>;
  status: Generated<BusinessStatus>;
  oked_id: string;
  tax_id: string;
  phone: string;
  email: string | null;
  /** Free-text region of the first schema; `region_code` is the one filters use. */
  region: string | null;
  address: string | null;
  logo_image_id: string | null;
  created_at: DefaultTimestamp;
  region_code: string | null;
  latitude: Numeric | null;
  longitude: Numeric | null;
  working_hours: ColumnType<WorkingHours[], string | undefined, string>;
  links: ColumnType<BusinessLink[], string | undefined, string>;
  search_text: Generated<string>;
  rating_average: DefaultNumeric;
  rating_count: Generated<number>;
  like_count: Generated<number>;
  search_vector: SearchVector;
  /** Its active offerings, kept by migration 0003's triggers (public only while accepted). */
  active_offering_count: Generated<number>;
}

export interface WorkingHours {
  day: number;
  opens: string;
  closes: string;
}

export interface BusinessLink {
  kind: "website" | "telegram" | "instagram" | "facebook";
  url: string;
}

export interface RegionsTable {
  code: string;
  names: Json<LocalizedText>;
  position: number;
}

export type OfferingKind = "product" | "service";
export type OfferingStatus = "draft" | "active" | "archived";

export interface CategoriesTable {
  id: Generated<string>;
  parent_id: string | null;
  slug: string;
  kind: OfferingKind;
  names: Json<LocalizedText>;
  position: Generated<number>;
}

export interface OfferingsTable {
  id: Generated<string>;
  business_id: string;
  category_id: string;
  kind: OfferingKind;
  titles: Json<LocalizedText>;
  descriptions: ColumnType<LocalizedText, string | undefined, string>;
  price: Numeric;
  currency_id: number;
  price_usd: Numeric;
  status: Generated<OfferingStatus>;
  search_text: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  rating_average: DefaultNumeric;
  rating_count: Generated<number>;
  like_count: Generated<number>;
  search_vector: SearchVector;
}

export interface OfferingImagesTable {
  offering_id: string;
  image_id: string;
  position: Generated<number>;
}

export interface FlashSalesTable {
  id: Generated<string>;
  offering_id: string;
  sale_price: Numeric;
  starts_at: Timestamp;
  ends_at: Timestamp;
  quantity_limit: number | null;
  sold: Generated<number>;
  created_at: DefaultTimestamp;
}

export type FeedbackKind = "rating" | "like";

export interface FeedbackTable {
  id: Generated<string>;
  user_id: string;
  offering_id: string | null;
  business_id: string | null;
  kind: FeedbackKind;
  rating: number | null;
  comment: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface FavoriteOfferingsTable {
  user_id: string;
  offering_id: string;
  created_at: DefaultTimestamp;
}

export interface FavoriteBusinessesTable {
  user_id: string;
  business_id: string;
  created_at: DefaultTimestamp;
}

export type BannerPlacement = "home_hero" | "home_strip" | "search";

export interface BannersTable {
  id: Generated<string>;
  image_id: string;
  link: string;
  placement: BannerPlacement;
  titles: Json<LocalizedText>;
  texts: ColumnType<LocalizedText, string | undefined, string>;
  business_id: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  position: Generated<number>;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface OtpsTable {
  user_id: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  sent_at: DefaultTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  /** `user:<id>`, or `name:<typed name>` for a name no account has. */
  account_key: string;
  /** The client address the failure came from. */
  address: string;
  at: DefaultTimestamp;
}

/** Every word of every offering's and business's search text, filled by triggers. */
export interface SearchTermsTable {
  term: string;
}

/** One row: moved on by every write to a table catalog answers are made of (migration 0003). */
export interface CatalogVersionTable {
  only_row: Generated<boolean>;
  version: Bigint;
  /** Every change after this version is in catalog_changes (migration 0006). */
  changes_kept_from: Generated<Bigint>;
}

/**
 * What each catalog write touched, under the version it made (migration 0006): an offering,
 * every offering of a business, or (both null) everything.
 */
export interface CatalogChangesTable {
  version: Bigint;
  offering_id: string | null;
  business_id: string | null;
  at: DefaultTimestamp;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: DefaultTimestamp;
}

export interface Database {
  settings: SettingsTable;
  images: ImagesTable;
  currencies: CurrenciesTable;
  okeds: OkedsTable;
  users: UsersTable;
  businesses: BusinessesTable;
  refresh_tokens: RefreshTokensTable;
  otps: OtpsTable;
  login_failures: LoginFailuresTable;
  schema_migrations: SchemaMigrationsTable;
  regions: RegionsTable;
  categories: CategoriesTable;
  offerings: OfferingsTable;
  offering_images: OfferingImagesTable;
  flash_sales: FlashSalesTable;
  feedback: FeedbackTable;
  favorite_offerings: FavoriteOfferingsTable;
  favorite_businesses: FavoriteBusinessesTable;
  banners: BannersTable;
  search_terms: SearchTermsTable;
  catalog_version: CatalogVersionTable;
  catalog_changes: CatalogChangesTable;
}
