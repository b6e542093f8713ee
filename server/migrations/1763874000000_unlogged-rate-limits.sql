-- Up Migration

-- Rate-limit counters are rewritten on every authenticated request. As a logged table each of
-- those writes waited for a WAL flush, which capped one app at roughly a thousand requests a
-- second. Unlogged, they skip the WAL; after a crash PostgreSQL empties the table, which only
-- resets the current windows.
ALTER TABLE rate_limits SET UNLOGGED;

-- Down Migration

ALTER TABLE rate_limits SET LOGGED;
