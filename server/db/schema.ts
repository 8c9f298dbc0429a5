import type { ColumnType, Generated } from "kysely";

/** Per-locale texts, e.g. `{ "ru": "…", "uz": "…" }`. */
export type LocalizedText = Partial<Record<string, string>>;

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (DEFAULT now()) unless one is given. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
// pg answers numeric and bigint as strings; the PGlite adapter is configured to match.
type Numeric = ColumnType<string, number | string, number | string>;

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
  region: string | null;
  address: string | null;
  logo_image_id: string | null;
  created_at: DefaultTimestamp;
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
  username_key: string;
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
}
