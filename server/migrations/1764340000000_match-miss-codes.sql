-- Up Migration

-- A remembered track miss answers with the same reason code as the lookup that missed
-- (`not_found`, `no_match`, …, the OmittedTrack codes of the API). Albums' and artists' misses,
-- and rows written before codes, leave it empty.
ALTER TABLE match_misses ADD COLUMN code text;

-- Down Migration

ALTER TABLE match_misses DROP COLUMN code;
