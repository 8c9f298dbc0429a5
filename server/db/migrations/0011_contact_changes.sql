-- Bozor: a person's change of email or phone waiting for its one-time code. Nothing on the
-- account changes until the code sent to the new address or number is confirmed. One pending
-- change per person: a new request replaces a spent or expired one (registration codes stay
-- in `otps`).
CREATE TABLE contact_changes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('email', 'phone')),
  -- The new email (lower case) or 12-digit phone, as it will be stored on the account.
  value text NOT NULL,
  -- Keyed by the server secret and bound to the value: a leaked row reveals no live code,
  -- and a code cannot confirm any other value.
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz NOT NULL DEFAULT now()
);
