-- Up Migration

-- Password reset links: the link carries a random 256-bit token, only its SHA-256 is stored.
-- A token works once (used_at) and until expires_at; issuing a new one ends the account's others.
CREATE TABLE password_resets (
  token_hash bytea PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_account ON password_resets (account_id);

-- Down Migration

DROP TABLE password_resets;
