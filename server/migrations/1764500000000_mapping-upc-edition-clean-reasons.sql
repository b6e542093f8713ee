-- Up Migration

-- An album found by its barcode says so (`upc`) rather than `isrc`, in a fresh answer and a cached one.
ALTER TABLE entity_mappings DROP CONSTRAINT entity_mappings_method_check;
ALTER TABLE entity_mappings ADD CONSTRAINT entity_mappings_method_check CHECK (method IN ('isrc', 'upc', 'search', 'manual'));

-- Albums: whether the pair is the same edition or the closest other one, kept for cached answers.
-- Empty for tracks, artists and album pairs stored before.
ALTER TABLE entity_mappings ADD COLUMN edition text CHECK (edition IN ('same', 'other'));

-- A remembered miss now reads exactly like the lookup that missed. Results stored by older
-- versions carried a note after the reason (" (remembered …)"): take it out of them too.
UPDATE conversion_tasks SET payload = regexp_replace(payload::text, ' \(remembered[^)"]*\)', '', 'g')::jsonb
  WHERE payload::text LIKE '%(remembered%';
UPDATE conversion_task_chunks SET outcomes = regexp_replace(outcomes::text, ' \(remembered[^)"]*\)', '', 'g')::jsonb
  WHERE outcomes::text LIKE '%(remembered%';

-- Down Migration

ALTER TABLE entity_mappings DROP COLUMN edition;
UPDATE entity_mappings SET method = 'isrc' WHERE method = 'upc';
ALTER TABLE entity_mappings DROP CONSTRAINT entity_mappings_method_check;
ALTER TABLE entity_mappings ADD CONSTRAINT entity_mappings_method_check CHECK (method IN ('isrc', 'search', 'manual'));
