-- Bozor: a business's verification as a history of steps. Each step is a status with the
-- reason the owner is shown (why it was rejected or blocked), who decided it and when; the
-- business's `status` column stays the current one, which search and visibility read.

CREATE TABLE business_verifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected', 'blocked')),
  reason text,
  -- An administrator, or the owner whose change sent the business back to verification; null
  -- for registration and the sandbox. An account deleted later leaves the step in place.
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_verifications_business_idx ON business_verifications (business_id, at DESC, id DESC);

-- Every business starts its history where it stands: registered (pending), or as seeded.
CREATE FUNCTION record_new_business_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO business_verifications (business_id, status, at)
  SELECT id, status, created_at FROM new_rows;
  RETURN NULL;
END
$$;
CREATE TRIGGER businesses_verification_start AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_new_business_status();

INSERT INTO business_verifications (business_id, status, at)
SELECT id, status, created_at FROM businesses;

-- An account made by social sign-in has no password until its owner sets one
-- (changePassword). The social sign-in migration says the same; saying it twice is harmless.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
