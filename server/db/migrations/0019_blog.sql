-- Bozor: the blog (issue 18). A post is written by administrators in one or more of the four
-- languages; `titles` and `bodies` hold the same languages (the server writes them together).
-- Bodies are Markdown as typed: the clients render it with raw HTML off, so nothing stored here
-- is ever markup. Draft, scheduled and published are `status` plus `publish_at`: a published
-- post whose time has not come is scheduled, and appears when it comes (read by the clock at
-- query time, no job).

CREATE TABLE blog_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL CHECK (status IN ('draft', 'published')),
  -- When a published post appears; a draft may keep a planned time.
  publish_at timestamptz,
  titles jsonb NOT NULL,
  bodies jsonb NOT NULL,
  cover_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR publish_at IS NOT NULL)
);
-- The public list: published posts whose time has come, newest first.
CREATE INDEX blog_posts_public_idx ON blog_posts (publish_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX blog_posts_updated_idx ON blog_posts (updated_at DESC, id DESC);
