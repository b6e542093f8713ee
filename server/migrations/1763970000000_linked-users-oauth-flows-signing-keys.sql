-- Up Migration

-- The listeners who linked a platform account to one app. A user belongs to exactly one app:
-- the same person linking through two apps is two users, and no key of one app sees the other's.
CREATE TABLE app_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  app_id uuid NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  -- Lower-cased; NULL while no linked platform has shared an address.
  email text CHECK (email IS NULL OR email = lower(email)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_users_email ON app_users (app_id, email) WHERE email IS NOT NULL;
CREATE INDEX app_users_app ON app_users (app_id);

-- One linked platform account of a user, with its profile and its tokens.
CREATE TABLE app_user_links (
  user_id uuid NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  app_id uuid NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic')),
  platform_user_id text NOT NULL,
  username text NOT NULL DEFAULT '',
  profile_picture text NOT NULL DEFAULT '',
  followers integer NOT NULL DEFAULT 0,
  subscription_plan text NOT NULL DEFAULT '',
  profile_url text NOT NULL DEFAULT '',
  scopes text[] NOT NULL DEFAULT '{}',
  -- AES-256-GCM sealed JSON {accessToken, refreshToken?} (server/src/crypto/secret-box.ts).
  tokens bytea NOT NULL,
  -- NULL: the access token does not expire (Deezer offline_access, Apple Music).
  expires_at timestamptz,
  -- Platform specifics that are not secret (Apple Music storefront).
  extra jsonb NOT NULL DEFAULT '{}',
  -- Set when the platform refused to refresh (grant revoked); linking again clears it.
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, platform),
  -- One platform account is one user of an app.
  UNIQUE (app_id, platform, platform_user_id)
);
CREATE INDEX app_user_links_expiry ON app_user_links (expires_at) WHERE expires_at IS NOT NULL AND revoked_at IS NULL;

-- A linking flow between /connect and /callback. The row is deleted when the callback uses it,
-- which makes the state single use across every process.
CREATE TABLE oauth_flows (
  id uuid PRIMARY KEY,
  app_id uuid NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  platform text NOT NULL,
  redirect_url text NOT NULL,
  scopes text[] NOT NULL DEFAULT '{}',
  -- Sealed PKCE code verifier; NULL for platforms without PKCE.
  code_verifier bytea,
  -- Link to this existing user (connect's user_token) instead of finding or creating one.
  user_id uuid REFERENCES app_users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_flows_expiry ON oauth_flows (expires_at);

-- Keys that sign linking tokens (ES256). The private JWK is sealed; the public one is what
-- /.well-known/jwks.json publishes. At most one key is active; retired keys stay published
-- until the tokens they signed have expired.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  private_jwk bytea NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
CREATE UNIQUE INDEX signing_keys_one_active ON signing_keys ((true)) WHERE retired_at IS NULL;

-- Down Migration

DROP TABLE signing_keys;
DROP TABLE oauth_flows;
DROP TABLE app_user_links;
DROP TABLE app_users;
