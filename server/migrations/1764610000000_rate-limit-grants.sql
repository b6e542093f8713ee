-- Up Migration

-- Rate-limit windows are claimed in leases (server/src/http/rate-leases.ts): a claim grants up to
-- the points asked without passing the limit, and says how many it granted in this column, set
-- in the same statement as the count. rate-limiter-flexible's rows (the dashboard's sign-in
-- limits) leave it at 0.
ALTER TABLE rate_limits ADD COLUMN granted integer NOT NULL DEFAULT 0;

-- Down Migration

ALTER TABLE rate_limits DROP COLUMN granted;
