-- Failed sign-ins were counted per typed username, so the same account named by its phone
-- instead of its email got fresh attempts, and anyone could lock anyone out. Now a failure
-- belongs to an account (or, for a name no account has, to that name) and to the address it
-- came from (server/auth/login-throttle.ts). The rows live minutes: nothing worth carrying over.
DROP TABLE login_failures;
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- `user:<id>`, or `name:<typed name, trimmed, lower case>` when no account has that name.
  account_key text NOT NULL,
  address text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account_address_at_idx ON login_failures (account_key, address, at);
CREATE INDEX login_failures_account_at_idx ON login_failures (account_key, at);
CREATE INDEX login_failures_at_idx ON login_failures (at);
