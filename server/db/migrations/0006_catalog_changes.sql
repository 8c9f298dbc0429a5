-- Which offerings each catalog write touched, under the catalog version it made. The server
-- keeps its own index of the public offerings in memory (server/domains/catalog/offering-index)
-- and brings it up to a version by reading only the changes after the one it holds, whoever
-- wrote them: this server, another one, the seeder or an administrator at a psql prompt.
--
-- Complete up to any committed version: a version is taken under the row lock of
-- catalog_version, held until the writer commits, and each entry below is written after its
-- statement's bump (triggers of one event fire in name order: *_catalog_version before
-- *_changes_*). So a reader that sees version V in a statement sees every entry up to V in it.
CREATE TABLE catalog_changes (
  version bigint NOT NULL,
  -- An offering whose row or sales changed; NULL with a NULL business_id: everything did.
  offering_id uuid,
  -- A business whose status or region changed: every offering of it.
  business_id uuid,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalog_changes_version_idx ON catalog_changes (version);

-- Entries are kept a day (see prune_catalog_changes): an index older than what is kept is
-- built again from the tables. kept_from: every change after this version is in the log.
ALTER TABLE catalog_version ADD COLUMN changes_kept_from bigint NOT NULL DEFAULT 0;
UPDATE catalog_version SET changes_kept_from = version;

CREATE FUNCTION prune_catalog_changes(keep interval) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cut bigint;
BEGIN
  SELECT max(version) INTO cut FROM catalog_changes WHERE at < now() - keep;
  IF cut IS NULL THEN
    RETURN;
  END IF;
  -- The version row first: writers wait behind its lock, so none adds an entry at or below
  -- the cut while it is deleted.
  UPDATE catalog_version SET changes_kept_from = greatest(changes_kept_from, cut);
  DELETE FROM catalog_changes WHERE version <= cut;
END
$$;

CREATE FUNCTION current_catalog_version() RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT version FROM catalog_version
$$;

-- Offerings: every inserted and deleted row, and updated rows whose searchable columns moved
-- (not, say, like_count or updated_at alone).
CREATE FUNCTION log_offering_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (version, offering_id)
  SELECT current_catalog_version(), id FROM changed_rows;
  RETURN NULL;
END
$$;

CREATE FUNCTION log_updated_offerings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (version, offering_id)
  SELECT current_catalog_version(), n.id
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.status, n.kind, n.business_id, n.category_id, n.price, n.price_usd,
         n.rating_average, n.rating_count, n.created_at, n.search_text)
    IS DISTINCT FROM
        (o.status, o.kind, o.business_id, o.category_id, o.price, o.price_usd,
         o.rating_average, o.rating_count, o.created_at, o.search_text);
  RETURN NULL;
END
$$;

-- Sales: the offering of every inserted, updated or deleted sale (both, if one moved).
CREATE FUNCTION log_sale_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (version, offering_id)
  SELECT DISTINCT current_catalog_version(), offering_id FROM changed_rows;
  RETURN NULL;
END
$$;

CREATE FUNCTION log_updated_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (version, offering_id)
  SELECT current_catalog_version(), offering_id FROM new_rows
  UNION
  SELECT current_catalog_version(), offering_id FROM old_rows;
  RETURN NULL;
END
$$;

-- Businesses: a change of status (public or not) or of region moves all of their offerings.
CREATE FUNCTION log_updated_businesses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (version, business_id)
  SELECT current_catalog_version(), n.id
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.status, n.region_code) IS DISTINCT FROM (o.status, o.region_code);
  RETURN NULL;
END
$$;

CREATE FUNCTION log_everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (version) VALUES (current_catalog_version());
  RETURN NULL;
END
$$;

-- A trigger with transition tables serves one event, hence one per event.
CREATE TRIGGER offerings_changes_insert AFTER INSERT ON offerings
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_offering_rows();
CREATE TRIGGER offerings_changes_delete AFTER DELETE ON offerings
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_offering_rows();
CREATE TRIGGER offerings_changes_update AFTER UPDATE ON offerings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_updated_offerings();
CREATE TRIGGER offerings_changes_truncate AFTER TRUNCATE ON offerings
  FOR EACH STATEMENT EXECUTE FUNCTION log_everything_changed();

CREATE TRIGGER flash_sales_changes_insert AFTER INSERT ON flash_sales
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_sale_rows();
CREATE TRIGGER flash_sales_changes_delete AFTER DELETE ON flash_sales
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_sale_rows();
CREATE TRIGGER flash_sales_changes_update AFTER UPDATE ON flash_sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_updated_sales();
CREATE TRIGGER flash_sales_changes_truncate AFTER TRUNCATE ON flash_sales
  FOR EACH STATEMENT EXECUTE FUNCTION log_everything_changed();

CREATE TRIGGER businesses_changes_update AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_updated_businesses();
CREATE TRIGGER businesses_changes_truncate AFTER TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION log_everything_changed();
