-- Icons picked in the editors (docs/decisions.md, "Icons in the category and banner editors"):
-- `mdi:name` as Iconify names it, or null for today's look. The server checks the name
-- against the collection it serves; the database only keeps the shape, like pages.icon.
ALTER TABLE categories ADD COLUMN icon text
  CHECK (icon IS NULL OR icon ~ '^[a-z0-9]+(-[a-z0-9]+)*:[a-z0-9]+(-[a-z0-9]+)*$');
ALTER TABLE banners ADD COLUMN icon text
  CHECK (icon IS NULL OR icon ~ '^[a-z0-9]+(-[a-z0-9]+)*:[a-z0-9]+(-[a-z0-9]+)*$');

-- Administrators' category edits go to the audit log: the kinds so far plus 'category'.
ALTER TABLE admin_actions DROP CONSTRAINT admin_actions_target_kind_check;
ALTER TABLE admin_actions ADD CONSTRAINT admin_actions_target_kind_check
  CHECK (target_kind IN ('user', 'business', 'lead', 'payment', 'banner', 'blog_post', 'form', 'page', 'translation', 'category'));
