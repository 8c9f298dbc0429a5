-- What the offering index reads its words from is logged whoever changes it (migration 0006).
-- It keeps businesses' names as search terms (a shop's name finds what it sells): a change of
-- name is logged like a change of status or region, so the index reads the business again
-- before the next search answers.
CREATE OR REPLACE FUNCTION log_updated_businesses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (version, business_id)
  SELECT current_catalog_version(), n.id
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.status, n.region_code, n.names) IS DISTINCT FROM (o.status, o.region_code, o.names);
  RETURN NULL;
END
$$;

-- The index reads an offering's titles and descriptions themselves (not search_text, which
-- only the server's writers keep): a change of either is logged whoever made it.
CREATE OR REPLACE FUNCTION log_updated_offerings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (version, offering_id)
  SELECT current_catalog_version(), n.id
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.status, n.kind, n.business_id, n.category_id, n.price, n.price_usd,
         n.rating_average, n.rating_count, n.created_at, n.search_text, n.titles, n.descriptions)
    IS DISTINCT FROM
        (o.status, o.kind, o.business_id, o.category_id, o.price, o.price_usd,
         o.rating_average, o.rating_count, o.created_at, o.search_text, o.titles, o.descriptions);
  RETURN NULL;
END
$$;
