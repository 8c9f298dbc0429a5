-- Catalog writes also say so as they commit (channel `catalog_version`). The embedded
-- database is opened by this one process, and it hands a notification over before the
-- writer's statement returns: the server reads the catalog version again only after one, not
-- on every request (a query the embedded database would run one at a time with all others).
-- PostgreSQL servers keep reading the version on every request: other servers write there too.
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  PERFORM pg_notify('catalog_version', '');
  RETURN NULL;
END
$$;
