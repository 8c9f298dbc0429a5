-- Bozor: signing in through an OpenID Connect provider (Google, a OneID bridge, the sandbox's
-- own). An account made that way has no password and no phone until its owner adds them; it
-- always has one of email and phone, which is how people and support find it.

ALTER TABLE users ALTER COLUMN phone DROP NOT NULL;
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR phone IS NOT NULL);

-- A sign-in begun and not yet finished: what the callback must match (`state`, the ID token's
-- `nonce`) and prove (the PKCE verifier), for ten minutes and once. Deleted when it is used.
CREATE TABLE social_sign_in_starts (
  state text PRIMARY KEY,
  provider text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  -- Where to go once signed in (a path of this site), and the language a new account gets.
  next text,
  lang text NOT NULL CHECK (lang IN ('en', 'ru', 'uz', 'fa')),
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_sign_in_starts_expires_idx ON social_sign_in_starts (expires_at);

-- A provider's person (its `sub`, stable where the email may change) and the account it signs
-- in to. One account may be known to several providers, or by several subjects of one.
CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_user_idx ON social_identities (user_id);
