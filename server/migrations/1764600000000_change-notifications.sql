-- Up Migration

-- Server processes keep what they read of apps (keys, origins, integrations) and of cached
-- conversions in memory. These triggers tell every process what changed, whoever changed it
-- (a server, the CLI, a worker, a hand-written UPDATE): each commit sends on the channel
-- `segue_invalidate` the keys of what it touched, newline-separated, `app:<app id>` or
-- `<entity type>:<platform>:<entity id>` (server/src/db/change-feed.ts). PostgreSQL delivers a
-- notification only once its transaction commits, and folds identical ones within a transaction.

CREATE FUNCTION segue_notify_app_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  -- TG_ARGV[0]: the column holding the app id (`id` on apps, `app_id` on integrations).
  PERFORM pg_notify('segue_invalidate', 'app:' || (changed ->> TG_ARGV[0]));
  RETURN NULL;
END $$;

CREATE TRIGGER apps_notify AFTER UPDATE OR DELETE ON apps
  FOR EACH ROW EXECUTE FUNCTION segue_notify_app_row('id');
CREATE TRIGGER integrations_notify AFTER INSERT OR UPDATE OR DELETE ON integrations
  FOR EACH ROW EXECUTE FUNCTION segue_notify_app_row('app_id');

-- Mappings and misses change in batches (a playlist saves hundreds of pairs in one statement):
-- one trigger per statement sends the distinct source keys, in payloads under PostgreSQL's
-- 8,000-byte limit.
CREATE FUNCTION segue_notify_source_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  FOR payload IN
    SELECT string_agg(k, E'\n') FROM (
      SELECT k, sum(octet_length(k) + 1) OVER (ORDER BY k) / 7000 AS part
      FROM (SELECT DISTINCT entity_type || ':' || source_platform || ':' || source_id AS k FROM changed) AS keys
    ) AS numbered GROUP BY part
  LOOP
    PERFORM pg_notify('segue_invalidate', payload);
  END LOOP;
  RETURN NULL;
END $$;

-- A trigger with a transition table takes one event only, hence three per table.
CREATE TRIGGER entity_mappings_notify_insert AFTER INSERT ON entity_mappings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_source_rows();
CREATE TRIGGER entity_mappings_notify_update AFTER UPDATE ON entity_mappings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_source_rows();
CREATE TRIGGER entity_mappings_notify_delete AFTER DELETE ON entity_mappings
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_source_rows();
CREATE TRIGGER match_misses_notify_insert AFTER INSERT ON match_misses
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_source_rows();
CREATE TRIGGER match_misses_notify_update AFTER UPDATE ON match_misses
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_source_rows();
CREATE TRIGGER match_misses_notify_delete AFTER DELETE ON match_misses
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_source_rows();

-- A snapshot matters to a cached answer only when its data changes (or it goes): re-reads that
-- find the same data, and new snapshots that no cached answer can use yet, send nothing.
CREATE FUNCTION segue_notify_snapshot_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  FOR payload IN
    SELECT string_agg(k, E'\n') FROM (
      SELECT k, sum(octet_length(k) + 1) OVER (ORDER BY k) / 7000 AS part
      FROM (
        SELECT DISTINCT o.entity_type || ':' || o.platform || ':' || o.entity_id AS k
        FROM old_rows o JOIN new_rows n USING (platform, entity_type, entity_id)
        WHERE n.data IS DISTINCT FROM o.data
      ) AS keys
    ) AS numbered GROUP BY part
  LOOP
    PERFORM pg_notify('segue_invalidate', payload);
  END LOOP;
  RETURN NULL;
END $$;

-- A deleted snapshot: every one of them counts.
CREATE FUNCTION segue_notify_snapshot_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  FOR payload IN
    SELECT string_agg(k, E'\n') FROM (
      SELECT k, sum(octet_length(k) + 1) OVER (ORDER BY k) / 7000 AS part
      FROM (SELECT DISTINCT entity_type || ':' || platform || ':' || entity_id AS k FROM old_rows) AS keys
    ) AS numbered GROUP BY part
  LOOP
    PERFORM pg_notify('segue_invalidate', payload);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER entity_snapshots_notify_update AFTER UPDATE ON entity_snapshots
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_snapshot_rows();
CREATE TRIGGER entity_snapshots_notify_delete AFTER DELETE ON entity_snapshots
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_snapshot_deletes();

-- TRUNCATE fires no row or statement DELETE trigger: `*` tells every process to drop everything.
CREATE FUNCTION segue_notify_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('segue_invalidate', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER apps_notify_truncate AFTER TRUNCATE ON apps FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_truncate();
CREATE TRIGGER integrations_notify_truncate AFTER TRUNCATE ON integrations FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_truncate();
CREATE TRIGGER entity_mappings_notify_truncate AFTER TRUNCATE ON entity_mappings FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_truncate();
CREATE TRIGGER match_misses_notify_truncate AFTER TRUNCATE ON match_misses FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_truncate();
CREATE TRIGGER entity_snapshots_notify_truncate AFTER TRUNCATE ON entity_snapshots FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_truncate();

-- Down Migration

DROP TRIGGER entity_snapshots_notify_truncate ON entity_snapshots;
DROP TRIGGER match_misses_notify_truncate ON match_misses;
DROP TRIGGER entity_mappings_notify_truncate ON entity_mappings;
DROP TRIGGER integrations_notify_truncate ON integrations;
DROP TRIGGER apps_notify_truncate ON apps;
DROP FUNCTION segue_notify_truncate();

DROP TRIGGER entity_snapshots_notify_delete ON entity_snapshots;
DROP TRIGGER entity_snapshots_notify_update ON entity_snapshots;
DROP FUNCTION segue_notify_snapshot_deletes();
DROP FUNCTION segue_notify_snapshot_rows();
DROP TRIGGER match_misses_notify_delete ON match_misses;
DROP TRIGGER match_misses_notify_update ON match_misses;
DROP TRIGGER match_misses_notify_insert ON match_misses;
DROP TRIGGER entity_mappings_notify_delete ON entity_mappings;
DROP TRIGGER entity_mappings_notify_update ON entity_mappings;
DROP TRIGGER entity_mappings_notify_insert ON entity_mappings;
DROP FUNCTION segue_notify_source_rows();
DROP TRIGGER integrations_notify ON integrations;
DROP TRIGGER apps_notify ON apps;
DROP FUNCTION segue_notify_app_row();
