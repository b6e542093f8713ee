-- Up Migration

-- A linking flow belongs to the browser that opened its start page: the page sets a random
-- nonce in a cookie and the flow keeps its SHA-256; the callback and the move confirmation
-- refuse a browser whose cookie does not hash to it. NULL until the start page is opened.
ALTER TABLE oauth_flows ADD COLUMN nonce_hash bytea;
-- A finished flow waiting for the user to confirm moving a platform account from another user:
-- the sealed profile and tokens, written by the callback and read by the confirmation.
ALTER TABLE oauth_flows ADD COLUMN pending bytea;

-- Linking tokens carry the generation of their user (`gen`); unlinking a platform bumps it, so
-- every token issued before stops verifying.
ALTER TABLE app_users ADD COLUMN token_generation integer NOT NULL DEFAULT 0;

-- An unverified platform e-mail no longer joins users, so several users of an app may share an
-- address. `email_verified`: a platform that verifies addresses (TIDAL) confirmed it; only such
-- a user can be joined by e-mail, and lookups by e-mail take verified users first, then the oldest.
ALTER TABLE app_users ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
DROP INDEX app_users_email;
CREATE INDEX app_users_email ON app_users (app_id, email, created_at) WHERE email IS NOT NULL;

-- Down Migration

DROP INDEX app_users_email;
CREATE UNIQUE INDEX app_users_email ON app_users (app_id, email) WHERE email IS NOT NULL;
ALTER TABLE app_users DROP COLUMN email_verified;
ALTER TABLE app_users DROP COLUMN token_generation;
ALTER TABLE oauth_flows DROP COLUMN pending;
ALTER TABLE oauth_flows DROP COLUMN nonce_hash;
