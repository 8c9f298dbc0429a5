-- Bozor: notifications, stored per person as a type and its parameters. The reader's client
-- renders them in the reader's language, so nothing here is text frozen in one language.

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type ~ '^[a-z][a-z_]*$'),
  -- Flat { name: text or number }: ids, names and statuses the message is built from.
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The list (newest first) and the unread count both start from the person.
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
