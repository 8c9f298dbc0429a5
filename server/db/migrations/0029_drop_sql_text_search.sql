-- Words are searched in the server's memory alone (server/domains/catalog/text-analysis/ and
-- the offering index): the database's word vectors, their indexes and the vocabulary of every
-- word were kept for a second search path that no longer exists. Each write paid for them.
DROP TRIGGER IF EXISTS offerings_search_terms_insert ON offerings;
DROP TRIGGER IF EXISTS offerings_search_terms_update ON offerings;
DROP TRIGGER IF EXISTS businesses_search_terms_insert ON businesses;
DROP TRIGGER IF EXISTS businesses_search_terms_update ON businesses;
DROP FUNCTION IF EXISTS remember_inserted_search_terms();
DROP FUNCTION IF EXISTS remember_updated_search_terms();
DROP TABLE IF EXISTS search_terms;
DROP INDEX IF EXISTS offerings_search_vector_idx;
DROP INDEX IF EXISTS businesses_search_vector_idx;
ALTER TABLE offerings DROP COLUMN IF EXISTS search_vector;
ALTER TABLE businesses DROP COLUMN IF EXISTS search_vector;
