-- Up Migration

-- One row per webhook event an app is owed. `id` is the Standard Webhooks message id
-- (`webhook-id`), the same on every attempt so receivers can drop repeats; `dedupe_key` (such as
-- `task:<id>:completed`) makes queueing an event twice a no-op, so a job that runs again after a
-- crash cannot create a second message. The body is fixed when the event happens.
CREATE TABLE webhook_messages (
  id         text        PRIMARY KEY,
  app_id     uuid        NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  event      text        NOT NULL,
  dedupe_key text        NOT NULL UNIQUE,
  body       text        NOT NULL,
  delivered  boolean     NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_messages_created ON webhook_messages (created_at);

-- The delivery log: one row per attempt, shown to the app (GET /v1/app/webhooks/deliveries)
-- and kept for a limited time.
CREATE TABLE webhook_deliveries (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id      text        NOT NULL REFERENCES webhook_messages (id) ON DELETE CASCADE,
  app_id          uuid        NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
  event           text        NOT NULL,
  attempt         integer     NOT NULL CHECK (attempt >= 1),
  url             text,
  status_code     integer,
  error           text,
  duration_ms     integer     NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  attempted_at    timestamptz NOT NULL
);
CREATE INDEX webhook_deliveries_app ON webhook_deliveries (app_id, attempted_at DESC);
CREATE INDEX webhook_deliveries_attempted ON webhook_deliveries (attempted_at);

-- Down Migration

DROP TABLE webhook_deliveries;
DROP TABLE webhook_messages;
