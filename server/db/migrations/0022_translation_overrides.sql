-- Bozor: interface messages edited in the product (issue 18, translations). The bundled
-- locales/*.json stay the source; an override replaces one message (key) in one language and is
-- merged over the bundled text when the app loads. Deleting the override brings the bundled
-- text back. Every change (set, cleared, imported) is kept in translation_changes.

CREATE TABLE translation_overrides (
  lang text NOT NULL CHECK (lang IN ('en', 'ru', 'uz', 'fa')),
  -- A flattened key of locales/en.json (`section.key`); the server refuses any other.
  key text NOT NULL,
  -- ICU MessageFormat, checked by the server before it is stored.
  text text NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lang, key)
);

-- Who changed which message when, from what to what. Append-only: a correction is a new change.
-- The messages' keys are not ids, so this is its own log rather than admin_actions (uuid targets).
CREATE TABLE translation_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lang text NOT NULL,
  key text NOT NULL,
  -- The text shown before and after: an override's, or null for the bundled one.
  before text,
  after text,
  -- 'edit' (one message) or 'import' (a file of them).
  source text NOT NULL CHECK (source IN ('edit', 'import')),
  -- The administrator; an account deleted later leaves the record (the name is kept too).
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX translation_changes_key_idx ON translation_changes (key, lang, at DESC, id DESC);
CREATE INDEX translation_changes_at_idx ON translation_changes (at DESC, id DESC);

CREATE FUNCTION translation_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
    AND OLD.id = NEW.id AND OLD.at = NEW.at THEN
    -- The administrator's account was deleted (ON DELETE SET NULL): the record stays.
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'translation_changes is append-only';
END
$$;
CREATE TRIGGER translation_changes_no_change BEFORE UPDATE OR DELETE ON translation_changes
  FOR EACH ROW EXECUTE FUNCTION translation_changes_append_only();
