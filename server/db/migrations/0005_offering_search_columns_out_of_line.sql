-- An offering row averaged 3.5 KB, most of it its search text and word vector (2.4 KB, kept in
-- the row because each row stayed under the 2 KB compression threshold once compressed): every
-- search that counts its matches by category and region reads each public row, so it read
-- 240 MB for 100,000 offerings, more than the embedded database keeps in memory. Kept out of
-- line (TOAST), the rows scans filter, sort and count on are ~230 bytes; the texts are read for
-- the rows that are shown (titles, descriptions) or matched by words (the word index itself is
-- separate and unchanged).
ALTER TABLE offerings ALTER COLUMN search_text SET STORAGE EXTERNAL;
ALTER TABLE offerings ALTER COLUMN search_vector SET STORAGE EXTERNAL;
ALTER TABLE offerings SET (toast_tuple_target = 128);
-- Rows written from now on are stored so; rewrite those there are (a VACUUM FULL, which a
-- migration's transaction cannot run, would also give the old row versions' space back).
UPDATE offerings SET search_text = search_text;
