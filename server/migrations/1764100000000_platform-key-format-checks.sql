-- Up Migration

-- The platform columns listed the five platform keys, so every new platform needed a migration.
-- The server checks keys against its platform registry before writing; the database now only
-- keeps the key's shape (lower-case letters and digits, as in paths and settings names).
ALTER TABLE integrations DROP CONSTRAINT integrations_platform_check;
ALTER TABLE integrations ADD CONSTRAINT integrations_platform_check CHECK (platform ~ '^[a-z0-9]{2,20}$');

ALTER TABLE app_user_links DROP CONSTRAINT app_user_links_platform_check;
ALTER TABLE app_user_links ADD CONSTRAINT app_user_links_platform_check CHECK (platform ~ '^[a-z0-9]{2,20}$');

-- Down Migration

ALTER TABLE app_user_links DROP CONSTRAINT app_user_links_platform_check;
ALTER TABLE app_user_links ADD CONSTRAINT app_user_links_platform_check CHECK (platform IN ('applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic'));

ALTER TABLE integrations DROP CONSTRAINT integrations_platform_check;
ALTER TABLE integrations ADD CONSTRAINT integrations_platform_check CHECK (platform IN ('applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic'));
