-- Bozor: the search's synonym list (issue 21, search quality). Administrators keep groups of
-- words that mean the same to a shopper («резина», «шины», «покрышки»), so everyday words the
-- catalogue does not use still find its offerings. A search looks in every group, whatever its
-- language: `lang` files the group for the administrators' list.

CREATE TABLE search_synonym_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lang text NOT NULL CHECK (lang IN ('uz', 'ru', 'fa', 'en')),
  -- The words as saved (trimmed), in the order written: a JSON array of 2 to 20 strings. The
  -- server checks each word (openapi.yaml, SynonymGroupInput); the database keeps the shape.
  words jsonb NOT NULL
    CHECK (jsonb_typeof(words) = 'array' AND jsonb_array_length(words) BETWEEN 2 AND 20),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The administrators' list: last changed first, with or without a language.
CREATE INDEX search_synonym_groups_changed_idx ON search_synonym_groups (updated_at DESC, id DESC);

-- The groups change what a search finds, so a write moves the catalogue's version like a write
-- to the catalogue does (migrations 0003 and 0004): cached searches are dropped, the change is
-- announced on `catalog_version`, and the offering index reads the list again when it sees the
-- version move. No catalog_changes entry: no offering changed, only what words find them.
CREATE TRIGGER search_synonym_groups_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonym_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();

-- Administrators' changes to the list go to the audit log: the kinds so far plus 'synonym_group'.
ALTER TABLE admin_actions DROP CONSTRAINT admin_actions_target_kind_check;
ALTER TABLE admin_actions ADD CONSTRAINT admin_actions_target_kind_check
  CHECK (target_kind IN ('user', 'business', 'lead', 'payment', 'banner', 'blog_post', 'form', 'page', 'translation', 'category', 'synonym_group'));
