-- Up Migration

-- A completed playlist task's `meta.short_url` is the short identifier (the `{id}` of
-- `/s/{id}`), as the interface has it; the whole share link moved to `meta.share_url`. Payloads
-- stored before say the link in `short_url`: rewritten here, and their serialised answers
-- dropped so the next read serialises the payload as it is now.
UPDATE conversion_tasks
SET payload = jsonb_set(jsonb_set(payload, '{meta,share_url}', payload -> 'meta' -> 'short_url'), '{meta,short_url}', to_jsonb(short_id)),
    answer = NULL
WHERE payload -> 'meta' ? 'short_url' AND NOT payload -> 'meta' ? 'share_url';

-- Down Migration

UPDATE conversion_tasks
SET payload = jsonb_set(payload #- '{meta,share_url}', '{meta,short_url}', payload -> 'meta' -> 'share_url'),
    answer = NULL
WHERE payload -> 'meta' ? 'share_url';
