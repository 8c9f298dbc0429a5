-- Bozor: administrators' content changes in the audit log (issue 18, content tools): blog
-- posts, forms, the site's pages and interface messages (docs/decisions.md, "Content changes
-- in the audit log").

-- A page is known by its slug and a message by its key, not by a uuid: the target becomes text.
-- Every id written so far is a uuid, which reads the same as text. (ALTER TABLE fires no row
-- trigger, so the append-only rule is not in the way.)
ALTER TABLE admin_actions ALTER COLUMN target_id TYPE text;

-- The kinds of 0016 and 0020 plus the content's.
ALTER TABLE admin_actions DROP CONSTRAINT admin_actions_target_kind_check;
ALTER TABLE admin_actions ADD CONSTRAINT admin_actions_target_kind_check
  CHECK (target_kind IN ('user', 'business', 'lead', 'payment', 'banner', 'blog_post', 'form', 'page', 'translation'));
