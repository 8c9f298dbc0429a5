-- Bozor: leads (issue 17). What someone asked Bozor through the contact form (and, later, a
-- form made with the form builder), followed up by administrators: a status, an assignee and
-- their notes. Every change an administrator makes is in admin_actions (target kind 'lead').

CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- 'contact_form': /contact-us; 'form': reserved for the form builder's forms (none yet).
  source text NOT NULL CHECK (source IN ('contact_form', 'form')),
  name text NOT NULL,
  email text,
  phone text,
  subject text,
  -- Plain text, stored as typed; the views never render it as markup.
  message text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'won', 'lost')),
  assignee_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The sender's account when they were signed in.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);
CREATE INDEX leads_created_idx ON leads (created_at DESC, id DESC);
CREATE INDEX leads_status_idx ON leads (status, created_at DESC);
CREATE INDEX leads_assignee_idx ON leads (assignee_id, created_at DESC);

CREATE TABLE lead_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- The administrator; an account deleted later leaves the note (the name is kept too).
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  text text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, at, id);
