-- Up Migration

-- What the searches behind an isrc_misses row were asked: one key per question (the folded
-- title and main artist of the source track that was searched for). A remembered "not found" is
-- the answer to those questions only: a source track with the same ISRC that reads differently
-- (a romanised or translated title on one platform, another artist credit) is searched for once
-- more, and its question and what it found join the row. Rows from before this column answer no
-- question, so each is searched for once again.
ALTER TABLE isrc_misses ADD COLUMN asked text[] NOT NULL DEFAULT '{}';

-- Down Migration

ALTER TABLE isrc_misses DROP COLUMN asked;
