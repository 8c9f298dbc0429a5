-- Bozor: who uploaded an image. Only its uploader may attach it to an offering or a business,
-- so an id seen on another shop's page cannot be borrowed. Seeded and older images have none.
ALTER TABLE images ADD COLUMN owner_id uuid REFERENCES users (id) ON DELETE SET NULL;
