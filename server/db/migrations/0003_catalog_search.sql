-- Catalog search that stays fast at 100,000 offerings on the embedded database, and what lets
-- the server cache catalog answers without ever serving stale ones.

-- Words, not trigrams of whole texts: comparing a query with every matching row's text
-- (word_similarity) costs tens of microseconds a row in PGlite, seconds for a common word. So
-- each text is split into words (the 'simple' configuration: lower case, no stemming, any
-- script) and indexed; typos are resolved against the vocabulary instead (search_terms below),
-- and the query looks the resulting words up in this index.
ALTER TABLE offerings
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;
ALTER TABLE businesses
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;
CREATE INDEX offerings_search_vector_idx ON offerings USING gin (search_vector);
CREATE INDEX businesses_search_vector_idx ON businesses USING gin (search_vector);
DROP INDEX IF EXISTS offerings_search_trgm_idx;
DROP INDEX IF EXISTS businesses_search_trgm_idx;

-- Every word any offering or business has used. A query word is matched against it by
-- trigram similarity (typos) and as a substring (short words, parts of compounds); the few
-- words found are then looked up in the texts' word index.
CREATE TABLE search_terms (term text PRIMARY KEY);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);

CREATE FUNCTION remember_inserted_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM inserted_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE FUNCTION remember_updated_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT unnest(tsvector_to_array(NEW.search_vector))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- Once per statement for inserts (bulk loads), once per changed text for updates.
CREATE TRIGGER offerings_search_terms_insert AFTER INSERT ON offerings
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_inserted_search_terms();
CREATE TRIGGER offerings_search_terms_update AFTER UPDATE OF search_text ON offerings
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION remember_updated_search_terms();
CREATE TRIGGER businesses_search_terms_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_inserted_search_terms();
CREATE TRIGGER businesses_search_terms_update AFTER UPDATE OF search_text ON businesses
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION remember_updated_search_terms();

INSERT INTO search_terms (term)
SELECT unnest(tsvector_to_array(search_vector)) FROM offerings
UNION
SELECT unnest(tsvector_to_array(search_vector)) FROM businesses
ON CONFLICT DO NOTHING;

-- A counter every write to what catalog answers are made of moves on. The server caches
-- searches, details and the small reference tables under the counter's value and asks for it
-- once per request (one row, one index read): a changed value drops the cache, so whoever
-- writes these tables (the seeder, feedback, an administrator, another server) never has to
-- tell the cache.
CREATE TABLE catalog_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO catalog_version (version) VALUES (1);

CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER offerings_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offerings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER businesses_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER regions_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER currencies_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currencies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER okeds_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON okeds
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER flash_sales_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flash_sales
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER offering_images_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offering_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();

-- Each business's active offerings, counted as they change: business cards show it, and
-- counting a large shop's offerings on every card would read thousands of rows. A business
-- that is not accepted shows none (the queries say so).
ALTER TABLE businesses ADD COLUMN active_offering_count integer NOT NULL DEFAULT 0;
UPDATE businesses b SET active_offering_count =
  (SELECT count(*) FROM offerings o WHERE o.business_id = b.id AND o.status = 'active');

CREATE FUNCTION add_active_offering_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: +1 for the rows a statement added, -1 for those it removed.
  UPDATE businesses b SET active_offering_count = b.active_offering_count + d.n
  FROM (
    SELECT business_id, count(*)::int * TG_ARGV[0]::int AS n FROM changed_rows
    WHERE status = 'active' GROUP BY business_id
  ) d
  WHERE b.id = d.business_id;
  RETURN NULL;
END
$$;

CREATE FUNCTION move_active_offering_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE businesses b SET active_offering_count = b.active_offering_count + d.n
  FROM (
    SELECT business_id, sum(n)::int AS n FROM (
      SELECT business_id, 1 AS n FROM new_rows WHERE status = 'active'
      UNION ALL
      SELECT business_id, -1 AS n FROM old_rows WHERE status = 'active'
    ) moves GROUP BY business_id HAVING sum(n) <> 0
  ) d
  WHERE b.id = d.business_id;
  RETURN NULL;
END
$$;

CREATE FUNCTION clear_active_offering_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE businesses SET active_offering_count = 0 WHERE active_offering_count <> 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER offerings_count_insert AFTER INSERT ON offerings
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION add_active_offering_counts('1');
CREATE TRIGGER offerings_count_delete AFTER DELETE ON offerings
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION add_active_offering_counts('-1');
CREATE TRIGGER offerings_count_update AFTER UPDATE ON offerings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION move_active_offering_counts();
CREATE TRIGGER offerings_count_truncate AFTER TRUNCATE ON offerings
  FOR EACH STATEMENT EXECUTE FUNCTION clear_active_offering_counts();

-- Related offerings: the best rated public ones of a category, read in index order.
CREATE INDEX offerings_category_rating_idx
  ON offerings (category_id, rating_average DESC, rating_count DESC, created_at DESC)
  WHERE status = 'active';
-- Browsing without a kind, newest first.
CREATE INDEX offerings_active_newest_idx ON offerings (created_at DESC) WHERE status = 'active';
