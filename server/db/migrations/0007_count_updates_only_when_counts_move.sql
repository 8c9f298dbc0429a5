-- The triggers of 0003 that keep businesses.active_offering_count ran their UPDATE of
-- businesses after every statement on offerings, even when no count moved (a new rating, a
-- price): a statement trigger fires for an UPDATE of no rows too, so each such write moved
-- the catalogue version twice (offerings', then businesses' bump) and announced itself twice.
-- Now each trigger gathers its moves first and businesses are updated only when there is one.

-- Adds moves[i] to the count of business_ids[i]; nothing at all when there are none (NULL:
-- array_agg over no rows). Each trigger below gathers its moves into one call.
CREATE FUNCTION apply_active_offering_moves(business_ids uuid[], moves int[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF business_ids IS NULL THEN
    RETURN;
  END IF;
  UPDATE businesses b SET active_offering_count = b.active_offering_count + m.n
  FROM unnest(business_ids, moves) AS m(business_id, n)
  WHERE b.id = m.business_id;
END
$$;

CREATE OR REPLACE FUNCTION add_active_offering_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: +1 for the rows a statement added, -1 for those it removed.
  PERFORM apply_active_offering_moves(array_agg(business_id), array_agg(n))
  FROM (
    SELECT business_id, count(*)::int * TG_ARGV[0]::int AS n FROM changed_rows
    WHERE status = 'active' GROUP BY business_id
  ) d;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION move_active_offering_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_active_offering_moves(array_agg(business_id), array_agg(n))
  FROM (
    SELECT business_id, sum(n)::int AS n FROM (
      SELECT business_id, 1 AS n FROM new_rows WHERE status = 'active'
      UNION ALL
      SELECT business_id, -1 AS n FROM old_rows WHERE status = 'active'
    ) each_row GROUP BY business_id HAVING sum(n) <> 0
  ) d;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION clear_active_offering_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM businesses WHERE active_offering_count <> 0) THEN
    UPDATE businesses SET active_offering_count = 0 WHERE active_offering_count <> 0;
  END IF;
  RETURN NULL;
END
$$;
