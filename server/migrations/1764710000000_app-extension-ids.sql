-- Up Migration

-- The browser extensions whose web-auth redirects may end an app's linking flows. Accepting any
-- extension let every installed extension receive the app's listeners' tokens. Apps that had
-- extension linking on keep the Segue extension, whose ids these are (Chrome's from the
-- manifest key in extension/wxt.config.ts, Firefox's gecko id; `SEGUE_EXTENSION_IDS` in core).
ALTER TABLE apps ADD COLUMN extension_ids text[] NOT NULL DEFAULT '{}';
UPDATE apps SET extension_ids = ARRAY['bojgmaffeekmioknhpkabdillibkblib', 'extension@segue.invalid'] WHERE extension_linking;

-- Down Migration

ALTER TABLE apps DROP COLUMN extension_ids;
