-- Bozor: the form builder (issue 21). Forms made of fields by administrators, published on a
-- page of the site or at their own address; each answer becomes a lead with source 'form'.

CREATE TABLE forms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The form's own address, /forms/{slug}.
  slug text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  -- 'landing': its own address only; 'contact_us', 'for_business': that page too.
  placement text NOT NULL CHECK (placement IN ('landing', 'contact_us', 'for_business')),
  -- The FormDefinition of openapi.yaml, as checked when it was saved.
  definition jsonb NOT NULL,
  published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forms_updated_idx ON forms (updated_at DESC, id DESC);
-- A page shows one form: publishing another there takes the first off in the same transaction.
CREATE UNIQUE INDEX forms_one_per_page_idx ON forms (placement)
  WHERE published AND placement <> 'landing';

ALTER TABLE leads
  ADD COLUMN form_id uuid REFERENCES forms (id) ON DELETE SET NULL,
  -- The LeadFormAnswers of openapi.yaml: the form's title and each field's label as they were
  -- when it was answered, so a later edit of the form does not change what was asked.
  ADD COLUMN answers jsonb;
CREATE INDEX leads_form_idx ON leads (form_id, created_at DESC) WHERE form_id IS NOT NULL;

-- A form need not ask for an email or a phone; the contact form still must.
ALTER TABLE leads DROP CONSTRAINT leads_check;
ALTER TABLE leads ADD CONSTRAINT leads_contact_check
  CHECK (source = 'form' OR email IS NOT NULL OR phone IS NOT NULL);
ALTER TABLE leads ADD CONSTRAINT leads_form_answers_check
  CHECK ((source = 'form') = (answers IS NOT NULL));
