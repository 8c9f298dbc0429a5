-- An offering row averaged 3.5 KB, two thirds of it its search text and word vector; what
-- stayed in the row after compression still made the table 240 MB at 100,000 offerings, more
-- than the embedded database keeps in memory, and every search that counts its matches by
-- category and region reads each public row. Stored out of line (TOAST), with the titles and
-- descriptions, the rows scans filter, sort and count on are ~230 bytes (23 MB): the texts are
-- read only for the rows shown (cards, pages) or matched by words (the word index is separate
-- and unchanged). Keeping titles and descriptions in the row (STORAGE MAIN) was measured too:
-- 126 MB, and slower for both searches and pages.
ALTER TABLE offerings ALTER COLUMN search_text SET STORAGE EXTERNAL;
ALTER TABLE offerings ALTER COLUMN search_vector SET STORAGE EXTERNAL;
ALTER TABLE offerings SET (toast_tuple_target = 128);
-- Rows written from now on are stored so; rewrite those there are (a VACUUM FULL, which a
-- migration's transaction cannot run, would also give the old row versions' space back).
UPDATE offerings SET search_text = search_text;
