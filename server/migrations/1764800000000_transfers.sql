-- Up Migration

-- A listener's library moved from one platform to another. One unfinished transfer per user and
-- pair at a time (a second one would write the same items twice).
CREATE TABLE transfers (
  id                uuid        PRIMARY KEY,
  app_id            uuid        NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  user_id           uuid        NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  from_platform     text        NOT NULL,
  to_platform       text        NOT NULL CHECK (to_platform <> from_platform),
  include           jsonb       NOT NULL,
  options           jsonb       NOT NULL,
  status            text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'waiting_for_quota', 'completed', 'failed')),
  step              text        NOT NULL DEFAULT 'queued',
  -- Set once every source list was read into transfer_items.
  read_done         boolean     NOT NULL DEFAULT false,
  resumes_at        timestamptz,
  estimate          jsonb,
  error             jsonb,
  idempotency_key   text,
  fingerprint       text,
  attempts          integer     NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  finished_at       timestamptz
);
CREATE INDEX transfers_app ON transfers (app_id, created_at DESC);
CREATE UNIQUE INDEX transfers_running ON transfers (user_id, from_platform, to_platform) WHERE status IN ('pending', 'waiting_for_quota');
CREATE UNIQUE INDEX transfers_idempotency ON transfers (app_id, user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- Every source item, in its list's order, and what became of it. `list` is 'liked', 'albums',
-- 'artists' or a source playlist id.
CREATE TABLE transfer_items (
  transfer_id  uuid     NOT NULL REFERENCES transfers (id) ON DELETE CASCADE,
  kind         text     NOT NULL CHECK (kind IN ('liked_track', 'album', 'artist', 'playlist_track')),
  list         text     NOT NULL,
  position     integer  NOT NULL,
  source       jsonb    NOT NULL,
  -- pending → matched → added | already_there; or left_out at any step.
  state        text     NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'matched', 'added', 'already_there', 'left_out')),
  target       jsonb,
  match        jsonb,
  code         text,
  reason       text,
  candidates   jsonb,
  PRIMARY KEY (transfer_id, list, position)
);
CREATE INDEX transfer_items_state ON transfer_items (transfer_id, state);

-- The source playlists of a transfer and their copy on the target.
CREATE TABLE transfer_playlists (
  transfer_id    uuid    NOT NULL REFERENCES transfers (id) ON DELETE CASCADE,
  source_id      text    NOT NULL,
  position       integer NOT NULL,
  title          text    NOT NULL,
  url            text    NOT NULL,
  target_id      text,
  target_url     text,
  state          text    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'created', 'extended', 'left_out')),
  PRIMARY KEY (transfer_id, source_id)
);

-- Which target playlist holds a source playlist's copy, across transfers: a later transfer of the
-- same playlist extends the copy instead of making another, and a transfer the other way
-- extends the original instead of copying the copy back.
CREATE TABLE transferred_playlists (
  user_id          uuid NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  from_platform    text NOT NULL,
  source_id        text NOT NULL,
  source_url       text NOT NULL,
  to_platform      text NOT NULL,
  target_id        text NOT NULL,
  target_url       text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, from_platform, source_id, to_platform)
);

-- Every write a transfer sends, recorded before it is sent and confirmed after: a write found
-- `intended` on resume may or may not have reached the platform, and is checked against the
-- platform's state before it is sent again.
CREATE TABLE transfer_writes (
  transfer_id  uuid        NOT NULL REFERENCES transfers (id) ON DELETE CASCADE,
  seq          integer     NOT NULL,
  action       text        NOT NULL CHECK (action IN ('save_tracks', 'save_albums', 'follow_artists', 'create_playlist', 'add_to_playlist')),
  list         text        NOT NULL,
  -- Target ids written, and the items they come from (positions in `list`).
  ids          text[]      NOT NULL,
  positions    integer[]   NOT NULL,
  state        text        NOT NULL DEFAULT 'intended' CHECK (state IN ('intended', 'confirmed', 'failed')),
  result       jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  PRIMARY KEY (transfer_id, seq)
);

-- Quota units spent per integration and quota day (YouTube Data API: 10,000 a day, reset at
-- midnight Pacific Time), shared by every process: the app's whole use (`consumer` empty) and
-- each transfer's (`consumer` its id), so one listener's transfer takes only its share.
CREATE TABLE platform_quota_days (
  app_id     uuid    NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  platform   text    NOT NULL,
  day        date    NOT NULL,
  consumer   text    NOT NULL DEFAULT '',
  units      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (app_id, platform, day, consumer)
);

-- Down Migration

DROP TABLE platform_quota_days;
DROP TABLE transfer_writes;
DROP TABLE transferred_playlists;
DROP TABLE transfer_playlists;
DROP TABLE transfer_items;
DROP TABLE transfers;
