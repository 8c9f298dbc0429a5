-- Bozor: the marketplace. Regions, categories, offerings (products and services), flash
-- sales, feedback, favourites and banners. Only accepted businesses and active offerings are
-- public; the queries say so, the schema keeps every status.

-- Typo-tolerant search across the four languages (trigram similarity). In `public`, which is
-- on every search_path, so databases that keep Bozor in another schema find it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- The fourteen first-level divisions of Uzbekistan, by a stable code.
CREATE TABLE regions (
  code text PRIMARY KEY CHECK (code ~ '^[a-z][a-z-]*$'),
  names jsonb NOT NULL,
  position integer NOT NULL
);
-- Geography, not demo data: every database has them.
INSERT INTO regions (code, names, position) VALUES
  ('tashkent-city', '{"en": "Tashkent", "ru": "Ташкент", "uz": "Toshkent shahri", "fa": "تاشکند"}'::jsonb, 1),
  ('tashkent', '{"en": "Tashkent Region", "ru": "Ташкентская область", "uz": "Toshkent viloyati", "fa": "استان تاشکند"}'::jsonb, 2),
  ('andijan', '{"en": "Andijan Region", "ru": "Андижанская область", "uz": "Andijon viloyati", "fa": "استان اندیجان"}'::jsonb, 3),
  ('bukhara', '{"en": "Bukhara Region", "ru": "Бухарская область", "uz": "Buxoro viloyati", "fa": "استان بخارا"}'::jsonb, 4),
  ('fergana', '{"en": "Fergana Region", "ru": "Ферганская область", "uz": "Farg‘ona viloyati", "fa": "استان فرغانه"}'::jsonb, 5),
  ('jizzakh', '{"en": "Jizzakh Region", "ru": "Джизакская область", "uz": "Jizzax viloyati", "fa": "استان جیزخ"}'::jsonb, 6),
  ('kashkadarya', '{"en": "Kashkadarya Region", "ru": "Кашкадарьинская область", "uz": "Qashqadaryo viloyati", "fa": "استان قشقه‌دریا"}'::jsonb, 7),
  ('khorezm', '{"en": "Khorezm Region", "ru": "Хорезмская область", "uz": "Xorazm viloyati", "fa": "استان خوارزم"}'::jsonb, 8),
  ('namangan', '{"en": "Namangan Region", "ru": "Наманганская область", "uz": "Namangan viloyati", "fa": "استان نمنگان"}'::jsonb, 9),
  ('navoi', '{"en": "Navoi Region", "ru": "Навоийская область", "uz": "Navoiy viloyati", "fa": "استان نوایی"}'::jsonb, 10),
  ('samarkand', '{"en": "Samarkand Region", "ru": "Самаркандская область", "uz": "Samarqand viloyati", "fa": "استان سمرقند"}'::jsonb, 11),
  ('surkhandarya', '{"en": "Surkhandarya Region", "ru": "Сурхандарьинская область", "uz": "Surxondaryo viloyati", "fa": "استان سرخان‌دریا"}'::jsonb, 12),
  ('syrdarya', '{"en": "Syrdarya Region", "ru": "Сырдарьинская область", "uz": "Sirdaryo viloyati", "fa": "استان سیردریا"}'::jsonb, 13),
  ('karakalpakstan', '{"en": "Republic of Karakalpakstan", "ru": "Республика Каракалпакстан", "uz": "Qoraqalpog‘iston Respublikasi", "fa": "جمهوری قره‌قالپاقستان"}'::jsonb, 14);

ALTER TABLE businesses
  ADD COLUMN region_code text REFERENCES regions (code),
  ADD COLUMN latitude numeric(9, 6) CHECK (latitude BETWEEN -90 AND 90),
  ADD COLUMN longitude numeric(9, 6) CHECK (longitude BETWEEN -180 AND 180),
  -- [{ "day": 1..7, "opens": "09:00", "closes": "18:00" }], Monday = 1; absent days are closed.
  ADD COLUMN working_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{ "kind": "website" | "telegram" | "instagram" | "facebook", "url": "https://…" }]
  ADD COLUMN links jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Every name and description in every language, lower-cased: what search matches.
  ADD COLUMN search_text text NOT NULL DEFAULT '';
CREATE INDEX businesses_status_idx ON businesses (status);
CREATE INDEX businesses_search_trgm_idx ON businesses USING gin (search_text gin_trgm_ops);

-- A tree: a top-level category has no parent. `kind` says which offerings it holds.
CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parent_id uuid REFERENCES categories (id) ON DELETE CASCADE,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]*$'),
  kind text NOT NULL CHECK (kind IN ('product', 'service')),
  names jsonb NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

CREATE TABLE offerings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  category_id uuid NOT NULL REFERENCES categories (id),
  kind text NOT NULL CHECK (kind IN ('product', 'service')),
  titles jsonb NOT NULL,
  descriptions jsonb NOT NULL DEFAULT '{}'::jsonb,
  price numeric(20, 2) NOT NULL CHECK (price >= 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  -- The price in US dollars, kept with the rate of the day it was saved: filters and sorts
  -- compare one column whatever currency a business prices in.
  price_usd numeric(20, 6) NOT NULL CHECK (price_usd >= 0),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'archived')),
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offerings_business_idx ON offerings (business_id);
CREATE INDEX offerings_public_idx ON offerings (kind, status, created_at DESC);
CREATE INDEX offerings_category_idx ON offerings (category_id);
CREATE INDEX offerings_price_idx ON offerings (price_usd);
CREATE INDEX offerings_search_trgm_idx ON offerings USING gin (search_text gin_trgm_ops);

CREATE TABLE offering_images (
  offering_id uuid NOT NULL REFERENCES offerings (id) ON DELETE CASCADE,
  image_id uuid NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (offering_id, image_id)
);

CREATE TABLE flash_sales (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  offering_id uuid NOT NULL REFERENCES offerings (id) ON DELETE CASCADE,
  sale_price numeric(20, 2) NOT NULL CHECK (sale_price >= 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- NULL: no limit. `sold` counts what the sale has sold so far.
  quantity_limit integer CHECK (quantity_limit > 0),
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX flash_sales_offering_idx ON flash_sales (offering_id);
CREATE INDEX flash_sales_window_idx ON flash_sales (ends_at, starts_at);

-- A rating (1–5 with an optional comment) or a like, by a user on an offering or a business:
-- one of each target per user.
CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  offering_id uuid REFERENCES offerings (id) ON DELETE CASCADE,
  business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('rating', 'like')),
  rating integer CHECK (rating BETWEEN 1 AND 5),
  comment text CHECK (char_length(comment) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((offering_id IS NULL) <> (business_id IS NULL)),
  CHECK ((kind = 'rating') = (rating IS NOT NULL))
);
CREATE UNIQUE INDEX feedback_user_offering_idx ON feedback (user_id, offering_id)
  WHERE offering_id IS NOT NULL;
CREATE UNIQUE INDEX feedback_user_business_idx ON feedback (user_id, business_id)
  WHERE business_id IS NOT NULL;
CREATE INDEX feedback_offering_idx ON feedback (offering_id, created_at DESC);
CREATE INDEX feedback_business_idx ON feedback (business_id, created_at DESC);

-- Rating summaries kept beside their target, so lists sort and filter by rating without
-- aggregating feedback on every search. Maintained by the feedback writes.
ALTER TABLE offerings
  ADD COLUMN rating_average numeric(3, 2) NOT NULL DEFAULT 0,
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0,
  ADD COLUMN like_count integer NOT NULL DEFAULT 0;
ALTER TABLE businesses
  ADD COLUMN rating_average numeric(3, 2) NOT NULL DEFAULT 0,
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0,
  ADD COLUMN like_count integer NOT NULL DEFAULT 0;
CREATE INDEX offerings_rating_idx ON offerings (rating_average DESC);

CREATE TABLE favorite_offerings (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  offering_id uuid NOT NULL REFERENCES offerings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, offering_id)
);

CREATE TABLE favorite_businesses (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, business_id)
);

CREATE TABLE banners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  image_id uuid NOT NULL REFERENCES images (id),
  -- A path inside Bozor ("/search/products?category=…") or an https:// address.
  link text NOT NULL CHECK (link ~ '^(/|https://)'),
  placement text NOT NULL CHECK (placement IN ('home_hero', 'home_strip', 'search')),
  titles jsonb NOT NULL,
  texts jsonb NOT NULL DEFAULT '{}'::jsonb,
  business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  position integer NOT NULL DEFAULT 0,
  CHECK (ends_at > starts_at)
);
CREATE INDEX banners_placement_idx ON banners (placement, starts_at, ends_at);
