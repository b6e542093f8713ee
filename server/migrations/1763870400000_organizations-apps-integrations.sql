-- Up Migration

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE apps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- Public keys are not secret (they ship in browser extensions), so they are stored plain.
  public_key uuid NOT NULL UNIQUE,
  -- SHA-256 of the private key: the key itself is shown once and never stored.
  private_key_hash bytea NOT NULL UNIQUE,
  public_key_rotated_at timestamptz,
  private_key_rotated_at timestamptz,
  deezer_state text NOT NULL UNIQUE CHECK (deezer_state ~ '^[A-Za-z0-9]{10}$'),
  deezer_state_rotated_at timestamptz,
  redirect_urls text[] NOT NULL DEFAULT '{}',
  webhook_url text,
  -- AES-256-GCM sealed (see server/src/crypto/secret-box.ts).
  webhook_secret bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, name)
);

-- Keys taken out of service, kept (hashed) only so a request with one can be told "revoked"
-- rather than "unknown".
CREATE TABLE revoked_api_keys (
  key_hash bytea PRIMARY KEY,
  app_id uuid NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('public', 'private')),
  revoked_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE integrations (
  app_id uuid NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic')),
  -- Identifiers that are not secret (client id, team id, key id, storefront, app id).
  settings jsonb NOT NULL DEFAULT '{}',
  -- The secret fields as one AES-256-GCM sealed JSON object; NULL when the platform has none.
  secrets bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (app_id, platform)
);

-- rate-limiter-flexible's PostgreSQL store, created here rather than by the library at start so
-- concurrent starts never race on it.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- Down Migration

DROP TABLE rate_limits;
DROP TABLE integrations;
DROP TABLE revoked_api_keys;
DROP TABLE apps;
DROP TABLE organizations;
