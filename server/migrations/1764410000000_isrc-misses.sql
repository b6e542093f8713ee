-- Up Migration

-- Catalog knowledge about ISRCs a target platform's lookup does not find, shared by every app:
-- per platform and catalog region (Apple Music storefront, TIDAL country, Spotify market; empty
-- where one catalog answers everywhere) and ISRC, what the confirming text search found. `tracks`
-- holds the platform's own tracks as the adapters read them (the one the search confirmed, or
-- its closest candidate, or none); the matcher judges them again for each source track. Nothing
-- of an app is kept. Searched again after retry_at, which moves further out with each check.
CREATE TABLE isrc_misses (
  platform   text        NOT NULL,
  region     text        NOT NULL,
  isrc       text        NOT NULL,
  found      boolean     NOT NULL,
  tracks     jsonb       NOT NULL,
  checks     integer     NOT NULL DEFAULT 1,
  retry_at   timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (platform, region, isrc)
);

-- Down Migration

DROP TABLE isrc_misses;
