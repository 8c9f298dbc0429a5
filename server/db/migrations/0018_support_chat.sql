-- Bozor: the live support chat (issue 17). One conversation per person (individual or
-- business) with the support team, i.e. every administrator; each side's unread count is kept
-- on the conversation so the admins' list sorts and counts without reading the messages.

CREATE TABLE support_conversations (
  -- The person; their account deleted takes the conversation with it.
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- The team's answers the person has not read.
  unread_by_user integer NOT NULL DEFAULT 0 CHECK (unread_by_user >= 0),
  -- The person's messages no administrator has read.
  unread_by_admins integer NOT NULL DEFAULT 0 CHECK (unread_by_admins >= 0),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_conversations_activity_idx
  ON support_conversations (last_message_at DESC, user_id);

CREATE TABLE support_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES support_conversations (user_id) ON DELETE CASCADE,
  from_admin boolean NOT NULL,
  -- An administrator's account deleted later leaves the answer (the name is kept too).
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  -- Plain text, stored as typed; the views never render it as markup.
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, id DESC);
