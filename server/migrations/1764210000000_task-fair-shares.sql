-- Up Migration

-- Fair shares between apps. A large playlist is worked in chunks of tracks, one queue job each,
-- so other apps' tasks run between them: `chunk` is the next chunk to work and `partial` what the
-- earlier chunks found (the playlist as read, and per target the outcome of each track so far).
-- Tasks without chunks (every task before this, every small playlist) keep both empty.
ALTER TABLE conversion_tasks ADD COLUMN chunk integer NOT NULL DEFAULT 0;
ALTER TABLE conversion_tasks ADD COLUMN partial jsonb;

-- Counting an app's unfinished tasks (the per-app limit) on every playlist conversion.
CREATE INDEX conversion_tasks_pending ON conversion_tasks (app_id) WHERE status = 'pending';

-- Down Migration

DROP INDEX conversion_tasks_pending;
ALTER TABLE conversion_tasks DROP COLUMN partial;
ALTER TABLE conversion_tasks DROP COLUMN chunk;
