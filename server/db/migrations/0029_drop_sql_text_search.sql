-- Words are searched in the server's memory alone (server/domains/catalog/text-analysis/ and
-- the offering index): the vocabulary of every word and the word indexes were kept for a
-- second search path that no longer exists, and each write paid for them.
DROP TRIGGER IF EXISTS offerings_search_terms_insert ON offerings;
DROP TRIGGER IF EXISTS offerings_search_terms_update ON offerings;
DROP TRIGGER IF EXISTS businesses_search_terms_insert ON businesses;
DROP TRIGGER IF EXISTS businesses_search_terms_update ON businesses;
DROP FUNCTION IF EXISTS remember_inserted_search_terms();
DROP FUNCTION IF EXISTS remember_updated_search_terms();
DROP TABLE IF EXISTS search_terms;
DROP INDEX IF EXISTS offerings_search_vector_idx;
DROP INDEX IF EXISTS businesses_search_vector_idx;
ALTER TABLE businesses DROP COLUMN IF EXISTS search_vector;
-- offerings.search_vector stays, unread: PostgreSQL moves a row's long values out of line
-- (migration 0005's toast_tuple_target) only once the row passes ~2 KB, and the word vector
-- is what takes an offering's row past it. Without it most rows kept their titles,
-- descriptions and search text inline: the table grew several times over, and the admin
-- dashboard's counts over 100,000 offerings took twice as long (bench:api). Moving the texts
-- to a table of their own would end the need for it.
