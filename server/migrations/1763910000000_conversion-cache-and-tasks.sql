-- Up Migration

-- What Segue last read of a catalog entity (track, album, artist) on one platform, as the
-- adapters' PlatformTrack/PlatformAlbum/PlatformArtist. Catalog data is public and the same for
-- every app, so it is shared; it lets a cached conversion answer without a platform call.
CREATE TABLE entity_snapshots (
  platform    text        NOT NULL,
  entity_type text        NOT NULL CHECK (entity_type IN ('track', 'album', 'artist')),
  entity_id   text        NOT NULL,
  data        jsonb       NOT NULL,
  fetched_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, entity_type, entity_id)
);

-- Confirmed pairs, one row per direction, shared by all apps.
CREATE TABLE entity_mappings (
  entity_type     text        NOT NULL CHECK (entity_type IN ('track', 'album', 'artist')),
  source_platform text        NOT NULL,
  source_id       text        NOT NULL,
  target_platform text        NOT NULL,
  target_id       text        NOT NULL,
  method          text        NOT NULL CHECK (method IN ('isrc', 'search', 'manual')),
  confidence      real        NOT NULL CHECK (confidence >= 0 AND confidence <= 1),
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity_type, source_platform, source_id, target_platform)
);

-- Misses: a source entity with no confident match on a target. Looked up again only after
-- retry_at, which moves further out with each miss.
CREATE TABLE match_misses (
  entity_type     text        NOT NULL CHECK (entity_type IN ('track', 'album', 'artist')),
  source_platform text        NOT NULL,
  source_id       text        NOT NULL,
  target_platform text        NOT NULL,
  misses          integer     NOT NULL DEFAULT 1,
  reason          text        NOT NULL,
  confidence      real,
  best            jsonb,
  retry_at        timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity_type, source_platform, source_id, target_platform)
);

-- Short links: one per converted source entity (track, album, artist) or per playlist task.
CREATE TABLE short_links (
  id          text        PRIMARY KEY,
  entity_type text        NOT NULL CHECK (entity_type IN ('track', 'album', 'artist', 'playlist')),
  platform    text        NOT NULL,
  entity_id   text        NOT NULL,
  -- What the public page shows: title, artists, cover and every platform's link.
  page        jsonb       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- Tracks, albums and artists reuse their short link; every playlist task has its own.
CREATE UNIQUE INDEX short_links_entity ON short_links (entity_type, platform, entity_id) WHERE entity_type <> 'playlist';

CREATE TABLE conversion_tasks (
  id                uuid        PRIMARY KEY,
  app_id            uuid        NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  short_id          text        NOT NULL UNIQUE REFERENCES short_links (id),
  url               text        NOT NULL,
  source_platform   text        NOT NULL,
  source_id         text        NOT NULL,
  target_platform   text        NOT NULL,
  status            text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
  progress_total    integer     NOT NULL DEFAULT 0,
  progress_done     integer     NOT NULL DEFAULT 0,
  payload           jsonb,
  error             jsonb,
  platform_requests integer     NOT NULL DEFAULT 0,
  attempts          integer     NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversion_tasks_app ON conversion_tasks (app_id, created_at DESC);

-- Down Migration

DROP TABLE conversion_tasks;
DROP TABLE short_links;
DROP TABLE match_misses;
DROP TABLE entity_mappings;
DROP TABLE entity_snapshots;
