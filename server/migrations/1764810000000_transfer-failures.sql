-- Up Migration

-- Attempts of a transfer that stopped on platform trouble. pg-boss's retry count cannot say it:
-- it also counts attempts whose process died, which must not use up a transfer's retries.
ALTER TABLE transfers ADD COLUMN failures integer NOT NULL DEFAULT 0;

-- Down Migration

ALTER TABLE transfers DROP COLUMN failures;
