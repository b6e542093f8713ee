-- Up Migration

-- Dashboard accounts: developers who sign in to manage organizations and apps.
CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-cased and trimmed, so one address is one account.
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  -- Argon2id PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash).
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sign-in sessions: the cookie carries a random 256-bit id, only its SHA-256 is stored.
CREATE TABLE dashboard_sessions (
  id_hash bytea PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dashboard_sessions_account ON dashboard_sessions (account_id);
CREATE INDEX dashboard_sessions_expiry ON dashboard_sessions (expires_at);

-- Who may see an organization on the dashboard. Organizations made by the CLI have none until
-- `segue orgs add-member` gives them one.
CREATE TABLE organization_members (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, account_id)
);
CREATE INDEX organization_members_account ON organization_members (account_id);

-- Failed sign-ins, per account and per client address, for the lockout rule.
CREATE TABLE sign_in_failures (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_email ON sign_in_failures (email, failed_at);
CREATE INDEX sign_in_failures_ip ON sign_in_failures (ip, failed_at);

-- Per app per hour request counters: kind is conversion, task or error; code is the error code
-- for errors and '' otherwise.
CREATE TABLE usage_hourly (
  app_id uuid NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('conversion', 'task', 'error')),
  code text NOT NULL DEFAULT '',
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (app_id, hour, kind, code)
);

-- Down Migration

DROP TABLE usage_hourly;
DROP TABLE sign_in_failures;
DROP TABLE organization_members;
DROP TABLE dashboard_sessions;
DROP TABLE accounts;
