-- Up Migration

-- The web origins (`scheme://host[:port]`) whose pages may read the app's public-key answers
-- (CORS). Empty: any origin may, which is the default for a public key.
ALTER TABLE apps ADD COLUMN allowed_origins text[] NOT NULL DEFAULT '{}';

-- Down Migration

ALTER TABLE apps DROP COLUMN allowed_origins;
