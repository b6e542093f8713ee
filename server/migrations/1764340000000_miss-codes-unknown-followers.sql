-- Up Migration

-- A remembered track miss answers with the same reason code as the lookup that missed
-- (`not_found`, `no_match`, …, the OmittedTrack codes of the API). Albums' and artists' misses,
-- and rows written before codes, leave it empty.
ALTER TABLE match_misses ADD COLUMN code text;

-- A follower count the platform does not share (Apple Music, Deezer, TIDAL) is unknown, not 0.
ALTER TABLE app_user_links ALTER COLUMN followers DROP NOT NULL;
ALTER TABLE app_user_links ALTER COLUMN followers DROP DEFAULT;

-- Down Migration

UPDATE app_user_links SET followers = 0 WHERE followers IS NULL;
ALTER TABLE app_user_links ALTER COLUMN followers SET DEFAULT 0;
ALTER TABLE app_user_links ALTER COLUMN followers SET NOT NULL;
ALTER TABLE match_misses DROP COLUMN code;
