-- Bozor: payments (docs/payments.md). Cards bound through the card processor, plans,
-- subscriptions, payments and an append-only ledger. Money is integer tiyin (1 UZS = 100).

CREATE TABLE plans (
  code text PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('user', 'business')),
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  -- Per language, a list of lines: { "ru": ["…", "…"], … }.
  features jsonb NOT NULL,
  is_free boolean NOT NULL DEFAULT false,
  price_month bigint NOT NULL CHECK (price_month >= 0),
  price_year bigint CHECK (price_year >= 0),
  -- A business's limits on this plan; null counts are unlimited. Individuals' plans leave
  -- them as they are: nothing reads them.
  active_offerings integer,
  flash_sales_per_month integer,
  banner_access boolean NOT NULL DEFAULT false,
  featured boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  CHECK (NOT is_free OR (price_month = 0 AND price_year IS NULL))
);

INSERT INTO plans (code, audience, names, descriptions, features, is_free, price_month, price_year,
  active_offerings, flash_sales_per_month, banner_access, featured, sort) VALUES
('user-free', 'user',
  '{"en":"Free month","ru":"Бесплатный месяц","uz":"Bepul oy","fa":"ماه رایگان"}',
  '{"en":"Try Plus for a month, once.","ru":"Попробуйте Plus месяц, один раз.","uz":"Plus’ni bir oy, bir marta sinab ko‘ring.","fa":"یک ماه، یک بار، Plus را امتحان کنید."}',
  '{"en":["Price drop alerts on favourites","Early access to flash sales"],"ru":["Уведомления о снижении цен в избранном","Ранний доступ к распродажам"],"uz":["Sevimlilardagi narx tushishi haqida xabarlar","Chegirmalarga erta kirish"],"fa":["هشدار کاهش قیمت در علاقه‌مندی‌ها","دسترسی زودتر به حراج‌ها"]}',
  true, 0, NULL, NULL, NULL, false, false, 0),
('user-plus', 'user',
  '{"en":"Plus","ru":"Plus","uz":"Plus","fa":"پلاس"}',
  '{"en":"For people who shop on Bozor every week.","ru":"Для тех, кто покупает на Bozor каждую неделю.","uz":"Bozor’da har hafta xarid qiladiganlar uchun.","fa":"برای کسانی که هر هفته از بازار خرید می‌کنند."}',
  '{"en":["Price drop alerts on favourites","Early access to flash sales","Priority support chat"],"ru":["Уведомления о снижении цен в избранном","Ранний доступ к распродажам","Приоритетный чат поддержки"],"uz":["Sevimlilardagi narx tushishi haqida xabarlar","Chegirmalarga erta kirish","Qo‘llab-quvvatlash chatida navbatsiz"],"fa":["هشدار کاهش قیمت در علاقه‌مندی‌ها","دسترسی زودتر به حراج‌ها","پشتیبانی با اولویت"]}',
  false, 2900000, 29000000, NULL, NULL, false, false, 1),
('business-free', 'business',
  '{"en":"Business Free","ru":"Бизнес Бесплатный","uz":"Biznes Bepul","fa":"کسب‌وکار رایگان"}',
  '{"en":"A month to try Bozor with a small shop window, once.","ru":"Месяц, чтобы попробовать Bozor с небольшой витриной, один раз.","uz":"Kichik vitrina bilan Bozor’ni bir oy, bir marta sinab ko‘ring.","fa":"یک ماه، یک بار، بازار را با ویترینی کوچک امتحان کنید."}',
  '{"en":["Up to 10 active listings","1 flash sale a month"],"ru":["До 10 активных объявлений","1 распродажа в месяц"],"uz":["10 tagacha faol e’lon","Oyiga 1 ta chegirma"],"fa":["تا ۱۰ آگهی فعال","۱ حراج در ماه"]}',
  true, 0, NULL, 10, 1, false, false, 0),
('business-start', 'business',
  '{"en":"Business Start","ru":"Бизнес Старт","uz":"Biznes Start","fa":"کسب‌وکار آغاز"}',
  '{"en":"For a growing shop or service.","ru":"Для растущего магазина или сервиса.","uz":"O‘sib borayotgan do‘kon yoki xizmat uchun.","fa":"برای فروشگاه یا خدمتی در حال رشد."}',
  '{"en":["Up to 50 active listings","5 flash sales a month"],"ru":["До 50 активных объявлений","5 распродаж в месяц"],"uz":["50 tagacha faol e’lon","Oyiga 5 ta chegirma"],"fa":["تا ۵۰ آگهی فعال","۵ حراج در ماه"]}',
  false, 9900000, 99000000, 50, 5, false, false, 1),
('business-pro', 'business',
  '{"en":"Business Pro","ru":"Бизнес Про","uz":"Biznes Pro","fa":"کسب‌وکار حرفه‌ای"}',
  '{"en":"For established businesses that want to be seen.","ru":"Для компаний, которые хотят, чтобы их видели.","uz":"Ko‘rinishni istagan yirik bizneslar uchun.","fa":"برای کسب‌وکارهای جاافتاده‌ای که می‌خواهند دیده شوند."}',
  '{"en":["Up to 500 active listings","30 flash sales a month","Banners on Bozor","Featured on the home page"],"ru":["До 500 активных объявлений","30 распродаж в месяц","Баннеры на Bozor","На главной странице"],"uz":["500 tagacha faol e’lon","Oyiga 30 ta chegirma","Bozor’da bannerlar","Bosh sahifada ko‘rsatiladi"],"fa":["تا ۵۰۰ آگهی فعال","۳۰ حراج در ماه","بنر در بازار","نمایش در صفحهٔ اصلی"]}',
  false, 24900000, 249000000, 500, 30, true, true, 2);

CREATE TABLE payment_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_card_id text NOT NULL,
  -- The processor's card token, AES-256-GCM under the card-token key; never the number.
  token_encrypted text NOT NULL,
  -- HMAC of the full number under the same key: tells a card already bound without keeping it.
  fingerprint text NOT NULL,
  first4 char(4) NOT NULL,
  last4 char(4) NOT NULL,
  network text NOT NULL CHECK (network IN ('uzcard', 'humo')),
  holder text NOT NULL,
  phone text NOT NULL,
  expiry_month smallint NOT NULL,
  expiry_year smallint NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
-- One card, one account (card_already_active), and one default per person.
CREATE UNIQUE INDEX payment_cards_live_fingerprint ON payment_cards (fingerprint) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX payment_cards_one_default ON payment_cards (user_id) WHERE is_default AND removed_at IS NULL;
CREATE INDEX payment_cards_user_idx ON payment_cards (user_id, created_at DESC) WHERE removed_at IS NULL;

CREATE TABLE card_bindings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_transaction_id text NOT NULL,
  fingerprint text NOT NULL,
  first4 char(4) NOT NULL,
  last4 char(4) NOT NULL,
  network text NOT NULL,
  expiry_month smallint NOT NULL,
  expiry_year smallint NOT NULL,
  phone text NOT NULL,
  wrong_codes integer NOT NULL DEFAULT 0,
  code_expires_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_bindings_user_idx ON card_bindings (user_id, created_at DESC);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  audience text NOT NULL CHECK (audience IN ('user', 'business')),
  -- The person who holds it: the subscriber, or the business's owner.
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
  plan_code text NOT NULL REFERENCES plans (code),
  period text NOT NULL CHECK (period IN ('month', 'year')),
  -- `incomplete`: its first payment is under way; it holds the place of the one live
  -- subscription so that a second request cannot charge too, and is never shown.
  status text NOT NULL CHECK (status IN ('incomplete', 'active', 'past_due', 'canceled', 'expired')),
  card_id uuid REFERENCES payment_cards (id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  pending_plan_code text REFERENCES plans (code),
  pending_period text CHECK (pending_period IN ('month', 'year')),
  -- A failed renewal: retried from next_attempt_at until grace_until, then expired.
  grace_until timestamptz,
  next_attempt_at timestamptz,
  -- An instance working on its renewal holds it until then (the renewal job's claim).
  claimed_until timestamptz,
  ended_at timestamptz,
  -- The Idempotency-Key (prefixed by the caller's id) of the request that made a free one:
  -- paid ones are found by their payment's key.
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((audience = 'business') = (business_id IS NOT NULL))
);
-- One live subscription per person and per business (subscription_active_user/_business),
-- held by the database so that concurrent requests cannot both pass.
CREATE UNIQUE INDEX subscriptions_one_live_user ON subscriptions (user_id)
  WHERE audience = 'user' AND status IN ('incomplete', 'active', 'past_due');
CREATE UNIQUE INDEX subscriptions_one_live_business ON subscriptions (business_id)
  WHERE audience = 'business' AND status IN ('incomplete', 'active', 'past_due');
CREATE INDEX subscriptions_due_idx ON subscriptions (current_period_end)
  WHERE status IN ('active', 'past_due');

-- The free plan once per person and once per business: `subject` is `user:<id>` or
-- `business:<id>`.
CREATE TABLE free_plan_uses (
  subject text PRIMARY KEY,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  used_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The receipt number (BZR-000123).
  number bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  business_id uuid REFERENCES businesses (id) ON DELETE SET NULL,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  audience text NOT NULL,
  plan_code text NOT NULL REFERENCES plans (code),
  period text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('subscribe', 'change', 'renewal')),
  amount bigint NOT NULL CHECK (amount > 0),
  card_id uuid REFERENCES payment_cards (id) ON DELETE SET NULL,
  -- Kept with the payment for its receipt, whatever becomes of the card.
  card_first4 char(4) NOT NULL,
  card_last4 char(4) NOT NULL,
  card_network text NOT NULL,
  -- Two requests with one key are one payment: the unique index is what makes a retry, a
  -- double click or a second instance find the first instead of charging again.
  idempotency_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded')),
  provider text NOT NULL,
  provider_transaction_id text,
  failure_code text,
  -- The subscription period this payment buys.
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  -- What the request asked for, so a retry with the same key can be told apart from a
  -- different request reusing it.
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE UNIQUE INDEX payments_idempotency ON payments (idempotency_key);
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);
CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'pending';

-- Every charge, refund and failure, in tiyin, never changed or removed: the finance pages
-- read from it. No foreign keys: an entry outlives whatever it names.
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('charge', 'refund', 'failure')),
  -- Signed: a charge adds, a refund takes away; a failure names what was tried and moves
  -- nothing (sums of money read charges and refunds only).
  amount bigint NOT NULL,
  currency char(3) NOT NULL DEFAULT 'UZS',
  audience text NOT NULL,
  plan_code text NOT NULL,
  user_id uuid,
  business_id uuid,
  code text,
  at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'charge' AND amount > 0) OR (kind = 'refund' AND amount < 0) OR (kind = 'failure' AND amount > 0))
);
CREATE INDEX ledger_entries_at_idx ON ledger_entries (at);

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END
$$;
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
