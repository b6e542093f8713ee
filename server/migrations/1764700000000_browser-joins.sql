-- Up Migration

-- A browser that finished a link for a user of an app. Its cookie `segue_join_<app id>` holds
-- `<id>.<secret>`; only the secret's SHA-256 is kept. A later public-key link started in that
-- browser joins this user, and a backend-issued link for this user is proven by it.
CREATE TABLE linked_browsers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  app_id uuid NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  secret_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX linked_browsers_user ON linked_browsers (user_id);
CREATE INDEX linked_browsers_expiry ON linked_browsers (expires_at);

-- What the start page decided for the browser that owns the flow: the user its joining cookie
-- named (the page showed that account), or that the listener asked for a separate account.
ALTER TABLE oauth_flows ADD COLUMN browser_user_id uuid REFERENCES app_users (id) ON DELETE SET NULL;
ALTER TABLE oauth_flows ADD COLUMN separate boolean NOT NULL DEFAULT false;
-- Where the redirect back to the app carries the token: the query (the spec's) or the fragment.
ALTER TABLE oauth_flows ADD COLUMN response_mode text NOT NULL DEFAULT 'query' CHECK (response_mode IN ('query', 'fragment'));

-- A backend-issued link that no browser proof reached: the link went to the listener's own
-- user, and the app's backend may move it to the user it named by exchanging this code (once,
-- within 10 minutes, with its private key) after checking its own session is that user.
CREATE TABLE join_codes (
  code_hash bytea PRIMARY KEY,
  app_id uuid NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  platform text NOT NULL,
  -- The user the app's backend asked for.
  user_id uuid NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  -- Where the link went meanwhile, and which platform account it is.
  holder_id uuid NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  platform_user_id text NOT NULL,
  -- The holder was made by this flow alone: it is removed once the link leaves it empty.
  holder_is_new boolean NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX join_codes_expiry ON join_codes (expires_at);

-- Down Migration

DROP TABLE join_codes;
ALTER TABLE oauth_flows DROP COLUMN response_mode;
ALTER TABLE oauth_flows DROP COLUMN separate;
ALTER TABLE oauth_flows DROP COLUMN browser_user_id;
DROP TABLE linked_browsers;
