import type { ColumnType, Generated } from "kysely";
import type { FormDefinition, FormPlacement, Lang, LeadFormAnswers } from "../../sdk/types.gen";
import type { CardNetwork } from "../payments/provider/luhn";

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
  /** Who uploaded it (migration 0010); null for seeded images. */
  owner_id: string | null;
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
  /** Null for an account made by social sign-in until a phone is added (migration 0012). */
  phone: string | null;
  /** Null for an account made by social sign-in that has not set a password. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: Generated<Role>;
  lang: Generated<string>;
  currency_id: number;
  image_id: string | null;
  is_active: Generated<boolean>;
  is_verified: Generated<boolean>;
  /**
   * The email was shown to be the owner's (migration 0014): by a provider's sign-in or a code
   * sent to it. Registration's code goes to the phone and leaves it false.
   */
  email_verified: Generated<boolean>;
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
  /** `mdi:name`, picked in the category editor (migration 0025); null draws today's look. */
  icon: ColumnType<string | null, string | null | undefined, string | null>;
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

export type BannerPlacement = "home_hero" | "home_strip" | "search" | "category" | "business";
export type BannerStatus = "pending" | "approved" | "rejected";

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
  status: Generated<BannerStatus>;
  reject_reason: string | null;
  /** `mdi:name` shown beside the title (migration 0025), or null. */
  icon: ColumnType<string | null, string | null | undefined, string | null>;
  /** Added to in batches (server/shared/banner-counts.ts). */
  impressions: Generated<Bigint>;
  clicks: Generated<Bigint>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
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

export type ContactKind = "email" | "phone";

/** A change of email or phone waiting for its code (migration 0011). */
export interface ContactChangesTable {
  user_id: string;
  kind: ContactKind;
  value: string;
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

/** Per-address request counts (migration 0026): one row per operation and address. */
export interface AddressLimitCountsTable {
  /** The contract's operationId. */
  operation: string;
  /** As the limits count it: IPv4, or an IPv6 address's /64. */
  address: string;
  hits: number;
  /** The end of the count's window. */
  resets_at: Timestamp;
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

/** A notification's parameters: what its message, in the reader's language, is built from. */
export type NotificationParams = Record<string, string | number>;

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: string;
  params: Json<NotificationParams>;
  read_at: Date | null;
  created_at: DefaultTimestamp;
}

/** A social sign-in begun and not yet finished (migration 0012): single use, ten minutes. */
export interface SocialSignInStartsTable {
  state: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  next: string | null;
  lang: string;
  expires_at: Timestamp;
}

/** A provider's person (`sub`) and the account they sign in to. */
export interface SocialIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: DefaultTimestamp;
}

/** A step of a business's verification (migration 0013), newest last by `at`. */
export interface BusinessVerificationsTable {
  id: Generated<string>;
  business_id: string;
  status: BusinessStatus;
  reason: string | null;
  decided_by: string | null;
  at: DefaultTimestamp;
}

export type PlanAudience = "user" | "business";
export type BillingPeriod = "month" | "year";
export type SubscriptionStatus = "incomplete" | "active" | "past_due" | "canceled" | "expired";
export type PaymentStatus = "pending" | "succeeded" | "failed" | "refunded";
export type PaymentReason = "subscribe" | "change" | "renewal";

/** A plan (migration 0015): prices in tiyin, a business's limits (null counts unlimited). */
export interface PlansTable {
  code: string;
  audience: PlanAudience;
  names: Json<LocalizedText>;
  descriptions: Json<LocalizedText>;
  features: Json<Partial<Record<string, string[]>>>;
  is_free: boolean;
  price_month: Bigint;
  price_year: Bigint | null;
  active_offerings: number | null;
  flash_sales_per_month: number | null;
  banner_access: boolean;
  featured: boolean;
  sort: number;
}

/** A bound card: the processor's token encrypted, never the number. */
export interface PaymentCardsTable {
  id: Generated<string>;
  user_id: string;
  provider: string;
  provider_card_id: string;
  token_encrypted: string;
  fingerprint: string;
  first4: string;
  last4: string;
  network: CardNetwork;
  holder: string;
  phone: string;
  expiry_month: number;
  expiry_year: number;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultTimestamp;
  removed_at: Date | null;
}

/** A card binding waiting for its SMS code. */
export interface CardBindingsTable {
  id: Generated<string>;
  user_id: string;
  provider_transaction_id: string;
  fingerprint: string;
  first4: string;
  last4: string;
  network: CardNetwork;
  expiry_month: number;
  expiry_year: number;
  phone: string;
  wrong_codes: ColumnType<number, number | undefined, number>;
  code_expires_at: Timestamp;
  expires_at: Timestamp;
  finished_at: Date | null;
  created_at: DefaultTimestamp;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  audience: PlanAudience;
  user_id: string;
  business_id: string | null;
  plan_code: string;
  period: BillingPeriod;
  status: SubscriptionStatus;
  card_id: string | null;
  started_at: DefaultTimestamp;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>;
  pending_plan_code: string | null;
  pending_period: BillingPeriod | null;
  grace_until: Date | null;
  next_attempt_at: Date | null;
  claimed_until: Date | null;
  ended_at: Date | null;
  idempotency_key: string | null;
  created_at: DefaultTimestamp;
}

export interface FreePlanUsesTable {
  subject: string;
  subscription_id: string;
  used_at: DefaultTimestamp;
}

export interface PaymentsTable {
  id: Generated<string>;
  number: ColumnType<string, never, never>;
  user_id: string | null;
  business_id: string | null;
  subscription_id: string | null;
  audience: PlanAudience;
  plan_code: string;
  period: BillingPeriod;
  reason: PaymentReason;
  amount: Bigint;
  card_id: string | null;
  card_first4: string;
  card_last4: string;
  card_network: CardNetwork;
  idempotency_key: string;
  status: PaymentStatus;
  provider: string;
  provider_transaction_id: string | null;
  failure_code: string | null;
  period_start: Timestamp;
  period_end: Timestamp;
  request_fingerprint: string;
  created_at: DefaultTimestamp;
  settled_at: Date | null;
}

/** Append-only (a trigger refuses UPDATE and DELETE). */
export interface LedgerEntriesTable {
  id: Generated<string>;
  payment_id: string;
  kind: "charge" | "refund" | "failure";
  amount: Bigint;
  currency: ColumnType<string, string | undefined, never>;
  audience: PlanAudience;
  plan_code: string;
  user_id: string | null;
  business_id: string | null;
  code: string | null;
  at: DefaultTimestamp;
}

export type AdminTargetKind =
  | "user"
  | "business"
  | "lead"
  | "payment"
  | "banner"
  | "category"
  | "blog_post"
  | "form"
  | "page"
  | "translation"
  | "synonym_group";

/** What an administrator did (migration 0016); append-only. */
export interface AdminActionsTable {
  id: Generated<string>;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_kind: AdminTargetKind;
  target_id: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  at: DefaultTimestamp;
}

/** Searches a day (Tashkent), for the dashboard. */
export interface SearchCountsTable {
  day: ColumnType<string, string, string>;
  count: Bigint;
}

export type LeadSource = "contact_form" | "form";
export type LeadStatus = "new" | "in_progress" | "won" | "lost";

/** What someone asked through the contact form (migration 0017), followed up by admins. */
export interface LeadsTable {
  id: Generated<string>;
  source: LeadSource;
  name: string;
  email: string | null;
  phone: string | null;
  subject: string | null;
  message: string;
  status: Generated<LeadStatus>;
  assignee_id: string | null;
  user_id: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** The form a `form` lead answered (migration 0021); null once the form is deleted. */
  form_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A `form` lead's answers with the labels they were given under; null otherwise. */
  answers: ColumnType<LeadFormAnswers | null, string | null | undefined, string | null>;
}

/** A form made with the form builder (migration 0021). */
export interface FormsTable {
  id: Generated<string>;
  slug: string;
  title: Json<LocalizedText>;
  placement: FormPlacement;
  definition: Json<FormDefinition>;
  published: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** An administrator's note on a lead (migration 0017). */
export interface LeadNotesTable {
  id: Generated<string>;
  lead_id: string;
  author_id: string | null;
  author_name: string;
  text: string;
  at: DefaultTimestamp;
}

/** A person's conversation with the support team (migration 0018). */
export interface SupportConversationsTable {
  user_id: string;
  unread_by_user: Generated<number>;
  unread_by_admins: Generated<number>;
  last_message_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
}

/** One message of a support conversation (migration 0018). */
export interface SupportMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  from_admin: boolean;
  author_id: string | null;
  author_name: string;
  text: string;
  at: DefaultTimestamp;
}

/** An interface message replaced in one language (migration 0022). */
export interface TranslationOverridesTable {
  lang: string;
  key: string;
  text: string;
  updated_by: string | null;
  updated_at: DefaultTimestamp;
}

/** Who changed an interface message, when, from what to what (migration 0022); append-only. */
export interface TranslationChangesTable {
  id: Generated<string>;
  lang: string;
  key: string;
  before: string | null;
  after: string | null;
  source: "edit" | "import";
  actor_id: string | null;
  actor_name: string;
  at: DefaultTimestamp;
}

/** A blog post (migration 0019): per-language titles and Markdown bodies. */
export interface BlogPostsTable {
  id: Generated<string>;
  status: "draft" | "published";
  publish_at: Timestamp | null;
  titles: Json<LocalizedText>;
  bodies: Json<LocalizedText>;
  cover_image_id: string | null;
  author_id: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The site's own pages, a title and a Markdown body per language (migration 0023). */
export interface PagesTable {
  slug: string;
  position: number;
  icon: string | null;
  titles: Json<LocalizedText>;
  bodies: Json<LocalizedText>;
  updated_by: string | null;
  updated_by_name: string | null;
  updated_at: DefaultTimestamp;
}

/** A group of words that mean the same to search (migration 0027), kept by administrators. */
export interface SearchSynonymGroupsTable {
  id: Generated<string>;
  lang: Lang;
  words: Json<string[]>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
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
  contact_changes: ContactChangesTable;
  login_failures: LoginFailuresTable;
  address_limit_counts: AddressLimitCountsTable;
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
  catalog_version: CatalogVersionTable;
  catalog_changes: CatalogChangesTable;
  notifications: NotificationsTable;
  social_sign_in_starts: SocialSignInStartsTable;
  social_identities: SocialIdentitiesTable;
  business_verifications: BusinessVerificationsTable;
  plans: PlansTable;
  payment_cards: PaymentCardsTable;
  card_bindings: CardBindingsTable;
  subscriptions: SubscriptionsTable;
  free_plan_uses: FreePlanUsesTable;
  payments: PaymentsTable;
  ledger_entries: LedgerEntriesTable;
  admin_actions: AdminActionsTable;
  search_counts: SearchCountsTable;
  leads: LeadsTable;
  lead_notes: LeadNotesTable;
  forms: FormsTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  blog_posts: BlogPostsTable;
  translation_overrides: TranslationOverridesTable;
  translation_changes: TranslationChangesTable;
  pages: PagesTable;
  search_synonym_groups: SearchSynonymGroupsTable;
}
