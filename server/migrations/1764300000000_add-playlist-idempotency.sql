-- Up Migration

-- Idempotency-Key of POST /playlist/{platform}/add: per app, per user and key, the first
-- request's outcome for 24 hours, so a retried request answers it instead of creating a second
-- playlist. The primary key makes concurrent duplicates race on the insert: one wins and runs,
-- the others see its row. `outcome` is null while that first request runs: `{ "url": … }` once
-- the playlist exists, or `{ "error": { "code", "message", "status" } }` when it was created but
-- not filled. A request that created nothing deletes its row, so a retry runs again.
CREATE TABLE add_playlist_requests (
  app_id      uuid        NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  user_id     uuid        NOT NULL,
  key         text        NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  -- Hash of the platform and body: the same key with another body is refused.
  fingerprint text        NOT NULL,
  outcome     jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (app_id, user_id, key)
);

CREATE INDEX add_playlist_requests_created_at ON add_playlist_requests (created_at);

-- Down Migration

DROP TABLE add_playlist_requests;
