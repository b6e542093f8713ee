-- Up Migration

-- "Convert this playlist and add it to my library" (POST /v1/me/{platform}/playlists): a
-- playlist conversion task with a follow-up. The conversion runs as any other task; before it
-- completes, the playlist is created in the user's library from the matched tracks. The created
-- playlist's link is kept here as soon as it exists, so a retried attempt never creates a second
-- one. The user is checked when the task is asked for (their linking token), not tied by a key.
CREATE TABLE library_add_tasks (
  task_id      uuid        PRIMARY KEY REFERENCES conversion_tasks (id) ON DELETE CASCADE,
  user_id      uuid        NOT NULL,
  platform     text        NOT NULL,
  title        text,
  playlist_url text,
  -- Every track was added: a retried attempt answers the playlist instead of failing.
  added        boolean     NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Down Migration

DROP TABLE library_add_tasks;
