-- Bozor: what administrators did (issue 17). One row per action: who, what, on whom or what,
-- when, and the state before and after, shown on the affected person's or company's page.
-- Append-only, like the payments ledger: a correction is a new action.

CREATE TABLE admin_actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The administrator; an account deleted later leaves the record (the name is kept too).
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL,
  target_kind text NOT NULL CHECK (target_kind IN ('user', 'business', 'lead', 'payment')),
  target_id uuid NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_actions_target_idx ON admin_actions (target_kind, target_id, at DESC, id DESC);
CREATE INDEX admin_actions_at_idx ON admin_actions (at DESC, id DESC);

CREATE FUNCTION admin_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
    AND OLD.id = NEW.id AND OLD.action = NEW.action AND OLD.at = NEW.at THEN
    -- The administrator's account was deleted (ON DELETE SET NULL): the record stays.
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_actions is append-only';
END
$$;
CREATE TRIGGER admin_actions_no_change BEFORE UPDATE OR DELETE ON admin_actions
  FOR EACH ROW EXECUTE FUNCTION admin_actions_append_only();

-- Searches a day, for the dashboard: one row per day (Tashkent), counted as searches arrive.
CREATE TABLE search_counts (
  day date PRIMARY KEY,
  count bigint NOT NULL DEFAULT 0
);
