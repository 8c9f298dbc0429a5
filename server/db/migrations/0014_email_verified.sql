-- Bozor: whether the account's email was shown to be its owner's. Registration sends its code
-- to the phone, so a registered email proves nothing: anyone can type another person's. Social
-- sign-in links a provider's verified email only to an account whose email is confirmed here
-- (docs/decisions.md, Social sign-in), or the registrant's password would open the account the
-- email's owner signs in to.
ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false;

-- A provider already vouched for the email of every account it signs in to.
UPDATE users SET email_verified = true
WHERE email IS NOT NULL
  AND EXISTS (SELECT 1 FROM social_identities s WHERE s.user_id = users.id);

-- The demo accounts (server/db/demo-data.ts: fixed ids, our own addresses) of a database seeded
-- before this migration, so the sandbox's provider still signs in to them as the seed's do.
UPDATE users SET email_verified = true
WHERE (id, email) IN (
  ('00000000-0000-4000-8000-000000000001'::uuid, 'admin@demo.uz'),
  ('00000000-0000-4000-8000-000000000002'::uuid, 'user@demo.uz'),
  ('00000000-0000-4000-8000-000000000003'::uuid, 'business@demo.uz')
);
