-- Up Migration

-- A finished task's answer to GET /v1/task/{id}, serialised once (on the first read after the
-- task finished) and sent as it is from then on: a completed task never changes.
ALTER TABLE conversion_tasks ADD COLUMN answer text;

-- Down Migration

ALTER TABLE conversion_tasks DROP COLUMN answer;
