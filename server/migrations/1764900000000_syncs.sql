-- Up Migration

-- A playlist kept in step with a copy on another platform of the user's. One per user, source
-- and target platform (a second one would write the same entries twice).
CREATE TABLE syncs (
  id                uuid        PRIMARY KEY,
  app_id            uuid        NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  user_id           uuid        NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  source_platform   text        NOT NULL,
  source_id         text        NOT NULL,
  source_url        text        NOT NULL,
  source_title      text        NOT NULL DEFAULT '',
  target_platform   text        NOT NULL CHECK (target_platform <> source_platform),
  mode              text        NOT NULL CHECK (mode IN ('mirror', 'append')),
  interval_minutes  integer     NOT NULL CHECK (interval_minutes BETWEEN 15 AND 10080),
  -- The copy, once the first run made it.
  target_id         text,
  target_url        text,
  -- The source's change marker when it was last read in full, and when: a marker can miss a
  -- change (YouTube's playlist etag does not move when entries are only reordered), so the
  -- source is read in full at least once a day whatever its marker says.
  source_version    text,
  source_read_at    timestamptz,
  -- While a run is under way or waits (quota, platform trouble): its number, so a resumed run
  -- goes on with its own journal entries.
  current_run       integer,
  runs_started      integer     NOT NULL DEFAULT 0,
  -- A run asked for (created, Run now, resumed) and not started yet: the sync says `queued`.
  run_requested_at  timestamptz,
  waiting_until     timestamptz,
  paused_code       text,
  paused_message    text,
  paused_at         timestamptz,
  -- Runs in a row that failed on platform trouble (reset by a run that finishes).
  failures          integer     NOT NULL DEFAULT 0,
  next_run_at       timestamptz,
  last_checked_at   timestamptz,
  idempotency_key   text,
  fingerprint       text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX syncs_one_per_source ON syncs (user_id, source_platform, source_id, target_platform);
CREATE UNIQUE INDEX syncs_idempotency ON syncs (app_id, user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX syncs_user ON syncs (app_id, user_id, created_at DESC);
-- The scheduler's question: which syncs are due.
CREATE INDEX syncs_due ON syncs (next_run_at) WHERE paused_code IS NULL;

-- The source's entries as last synced, in order: each with its key (the source track's id, or
-- its name where the platform lists it without one), its match on the target, and how it is on
-- the copy: `added` by the sync, `adopted` (the copy already held it: the listener's own), or
-- `left_out` (no match).
CREATE TABLE sync_entries (
  sync_id    uuid    NOT NULL REFERENCES syncs (id) ON DELETE CASCADE,
  position   integer NOT NULL,
  key        text    NOT NULL,
  source     jsonb   NOT NULL,
  target     jsonb,
  origin     text    NOT NULL CHECK (origin IN ('added', 'adopted', 'left_out')),
  PRIMARY KEY (sync_id, position)
);

-- A sync's memory of matches, by source key: an entry seen once is never searched again (kept
-- when it leaves the source, for when it comes back).
CREATE TABLE sync_matches (
  sync_id    uuid    NOT NULL REFERENCES syncs (id) ON DELETE CASCADE,
  key        text    NOT NULL,
  target     jsonb,
  match      jsonb,
  code       text,
  reason     text,
  PRIMARY KEY (sync_id, key)
);

-- Runs that changed something, failed or paused the sync: the history.
CREATE TABLE sync_runs (
  sync_id      uuid        NOT NULL REFERENCES syncs (id) ON DELETE CASCADE,
  run          integer     NOT NULL,
  outcome      text        NOT NULL CHECK (outcome IN ('changed', 'failed', 'paused')),
  counts       jsonb       NOT NULL,
  changes      jsonb       NOT NULL DEFAULT '[]',
  error        jsonb,
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sync_id, run)
);

-- Every write a sync sends, recorded before it is sent and confirmed after (as transfer_writes).
-- `list` is the run's number: a resumed run settles its own writes.
CREATE TABLE sync_writes (
  sync_id      uuid        NOT NULL REFERENCES syncs (id) ON DELETE CASCADE,
  seq          integer     NOT NULL,
  action       text        NOT NULL CHECK (action IN ('create_playlist', 'add_to_playlist', 'remove_from_playlist', 'move_entry')),
  list         text        NOT NULL,
  ids          text[]      NOT NULL,
  positions    integer[]   NOT NULL,
  state        text        NOT NULL DEFAULT 'intended' CHECK (state IN ('intended', 'confirmed', 'failed')),
  result       jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  PRIMARY KEY (sync_id, seq)
);

-- Down Migration

DROP TABLE sync_writes;
DROP TABLE sync_runs;
DROP TABLE sync_matches;
DROP TABLE sync_entries;
DROP TABLE syncs;
