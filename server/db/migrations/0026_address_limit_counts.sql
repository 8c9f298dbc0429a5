-- The per-address request limits (server/address-limits.ts) counted where every instance sees
-- the same count: one row per limited operation and client address, for the window it is in
-- (docs/decisions.md, "Several instances"). Redis holds them instead when REDIS_URL is set.
-- A row lives one window (ten minutes at most); instances delete the lapsed ones now and then.
CREATE TABLE address_limit_counts (
  operation text NOT NULL,
  -- As the limits count it: IPv4, or an IPv6 address's /64.
  address text NOT NULL,
  hits integer NOT NULL,
  -- When the window ends and the count starts again from one.
  resets_at timestamptz NOT NULL,
  PRIMARY KEY (operation, address)
);
CREATE INDEX address_limit_counts_resets_at_idx ON address_limit_counts (resets_at);
