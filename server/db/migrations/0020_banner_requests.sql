-- Bozor: banners (issue 18). The administration's editor, businesses' requests and counts.
-- A banner an administrator makes is approved at once; one a business asks for waits as
-- `pending` until an administrator approves or rejects it (with a reason shown to the
-- business). Only approved banners run (listBanners). Impressions (banners served) and clicks
-- are counted in memory per instance and added here every few seconds (docs/decisions.md,
-- Banners), so a visitor's page never waits on a write.

ALTER TABLE banners DROP CONSTRAINT banners_placement_check;
ALTER TABLE banners ADD CONSTRAINT banners_placement_check
  CHECK (placement IN ('home_hero', 'home_strip', 'search', 'category', 'business'));

-- The old rule let "//host" through (a path to the browser, another site in fact).
ALTER TABLE banners DROP CONSTRAINT banners_link_check;
ALTER TABLE banners ADD CONSTRAINT banners_link_check
  CHECK (link ~ '^(/([^/\\]|$)|https://[^/\\])' AND link !~ '\s');

ALTER TABLE banners
  ADD COLUMN status text NOT NULL DEFAULT 'approved'
    CHECK (status IN ('pending', 'approved', 'rejected')),
  ADD COLUMN reject_reason text,
  ADD COLUMN impressions bigint NOT NULL DEFAULT 0,
  ADD COLUMN clicks bigint NOT NULL DEFAULT 0,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The admin queue (pending first) and a business's own list.
CREATE INDEX banners_status_idx ON banners (status, created_at);
CREATE INDEX banners_business_idx ON banners (business_id, created_at DESC);

-- Administrators' banner actions go to the audit log: the kinds of 0016 plus 'banner'.
ALTER TABLE admin_actions DROP CONSTRAINT admin_actions_target_kind_check;
ALTER TABLE admin_actions ADD CONSTRAINT admin_actions_target_kind_check
  CHECK (target_kind IN ('user', 'business', 'lead', 'payment', 'banner'));
