-- Up Migration

-- A finished task's answer to GET /v1/task/{id}, serialised once (on the first read after the
-- task finished) and sent as it is from then on: a finished task does not change.
ALTER TABLE conversion_tasks ADD COLUMN answer text;

-- Server processes also keep finished tasks' answers in memory. Should a finished task change
-- after all (its attempt's platform request count lands just after it completed) or go, every
-- process hears `task:<id>` on the change channel (migration change-notifications).
CREATE FUNCTION segue_notify_task_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('segue_invalidate', 'task:' || OLD.id);
  RETURN NULL;
END $$;

CREATE TRIGGER conversion_tasks_notify_update AFTER UPDATE ON conversion_tasks FOR EACH ROW
  WHEN (OLD.status <> 'pending' AND (OLD.status, OLD.payload, OLD.error, OLD.platform_requests) IS DISTINCT FROM (NEW.status, NEW.payload, NEW.error, NEW.platform_requests))
  EXECUTE FUNCTION segue_notify_task_row();
CREATE TRIGGER conversion_tasks_notify_delete AFTER DELETE ON conversion_tasks FOR EACH ROW
  WHEN (OLD.status <> 'pending') EXECUTE FUNCTION segue_notify_task_row();
CREATE TRIGGER conversion_tasks_notify_truncate AFTER TRUNCATE ON conversion_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION segue_notify_truncate();

-- Down Migration

DROP TRIGGER conversion_tasks_notify_truncate ON conversion_tasks;
DROP TRIGGER conversion_tasks_notify_delete ON conversion_tasks;
DROP TRIGGER conversion_tasks_notify_update ON conversion_tasks;
DROP FUNCTION segue_notify_task_row();
ALTER TABLE conversion_tasks DROP COLUMN answer;
