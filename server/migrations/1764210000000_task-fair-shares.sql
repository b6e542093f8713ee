-- Up Migration

-- Fair shares between apps. A large playlist is worked in chunks of tracks, one queue job each,
-- so other apps' tasks run between them. `chunk` is the next chunk to work, `tracks_done` the
-- tracks the stored chunks cover, `playlist` the playlist as the first chunk read it (later
-- chunks work on the same tracks). Each chunk's outcomes are a row of their own, written once,
-- so a long playlist costs its size in writes, not its size times its chunks. Tasks without
-- chunks (every task before this, every small playlist) leave all of it empty.
ALTER TABLE conversion_tasks ADD COLUMN chunk integer NOT NULL DEFAULT 0;
ALTER TABLE conversion_tasks ADD COLUMN tracks_done integer NOT NULL DEFAULT 0;
ALTER TABLE conversion_tasks ADD COLUMN playlist jsonb;

CREATE TABLE conversion_task_chunks (
  task_id  uuid    NOT NULL REFERENCES conversion_tasks (id) ON DELETE CASCADE,
  chunk    integer NOT NULL,
  -- Per target platform, the outcome of each track of the chunk, in playlist order.
  outcomes jsonb   NOT NULL,
  PRIMARY KEY (task_id, chunk)
);

-- Counting an app's unfinished tasks (the per-app limit) on every playlist conversion.
CREATE INDEX conversion_tasks_pending ON conversion_tasks (app_id) WHERE status = 'pending';

-- Down Migration

DROP INDEX conversion_tasks_pending;
DROP TABLE conversion_task_chunks;
ALTER TABLE conversion_tasks DROP COLUMN playlist;
ALTER TABLE conversion_tasks DROP COLUMN tracks_done;
ALTER TABLE conversion_tasks DROP COLUMN chunk;
