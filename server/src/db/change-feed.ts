import { randomUUID } from 'node:crypto';
import { ExponentialBackoff, handleAll, retry } from 'cockatiel';
import pg from 'pg';

/** Where the database's triggers announce changes (migration `change-notifications`). */
export const CHANGE_CHANNEL = 'segue_invalidate';
/** Where each process answers a `settle` barrier. */
const SETTLED_CHANNEL = 'segue_invalidate_settled';
const SETTLE_PREFIX = 'settle:';
/** Sent when a table was truncated. */
const EVERYTHING = '*';
/** How every process's listening connection shows in `pg_stat_activity`, so a barrier knows how many to wait for. */
export const FEED_APPLICATION_NAME = 'segue-change-feed';
/** How long the feed remembers which key changed when: a mark older than this counts as stale. */
const MEMORY_MS = 30_000;

/** The key a change to an app, its keys or its integrations is announced under. */
export const appChangeKey = (appId: string): string => `app:${appId}`;

/** The key a change to a catalog entity's snapshot, or to its mappings and misses as a source, is announced under. */
export const entityChangeKey = (kind: string, platform: string, id: string): string => `${kind}:${platform}:${id}`;

/** The key a change to a finished playlist task (or its deletion) is announced under. */
export const taskChangeKey = (taskId: string): string => `task:${taskId}`;

/** Where the feed stood when a read started (see `changedSince`). */
export interface FeedMark {
  readonly epoch: number;
  readonly seq: number;
  readonly at: number;
}

/** Called with the keys of each change, or `all` when the feed lost (or regained) its connection. */
export type ChangeListener = (keys: readonly string[] | 'all') => void;

export type ChangeFeed = ReturnType<typeof createChangeFeed>;

/**
 * One `LISTEN` connection per process on the channel the database's triggers notify (every
 * change to an app, its integrations, a mapping, a miss or a snapshot's data, whoever makes it).
 * In-process caches hold entries only while the feed is live: when its connection drops they are
 * emptied and bypassed until it is back, since changes may have gone unheard meanwhile.
 *
 * `settle()` is the barrier behind "refused as soon as the command returns": after a change
 * commits, it sends a marker on the same channel and waits until every listening process has
 * answered it. Notifications reach each listener in commit order, so a process that answers has
 * already dropped whatever the change made stale.
 */
export function createChangeFeed(pool: pg.Pool) {
  let client: pg.Client | undefined;
  let started = false;
  let closed = false;
  let epoch = 0;
  let seq = 0;
  // Two generations of "key → seq of its last change", rotated every MEMORY_MS.
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  let currentSince = Date.now();
  let previousSince = currentSince;
  const listeners = new Set<ChangeListener>();
  const barriers = new Map<string, () => void>();
  const stop = new AbortController();

  const rotate = (now: number) => {
    if (now - currentSince < MEMORY_MS) return;
    previous = current;
    previousSince = currentSince;
    current = new Map();
    currentSince = now;
  };

  const tell = (keys: readonly string[] | 'all') => {
    for (const listener of listeners) listener(keys);
  };

  const onNotification = (message: pg.Notification) => {
    const payload = message.payload ?? '';
    if (message.channel === SETTLED_CHANNEL) {
      barriers.get(payload)?.();
      return;
    }
    if (payload.startsWith(SETTLE_PREFIX)) {
      // Every notification before this one has been handled (listeners are synchronous).
      client?.query('SELECT pg_notify($1, $2)', [SETTLED_CHANNEL, payload.slice(SETTLE_PREFIX.length)]).catch(() => undefined);
      return;
    }
    if (payload === EVERYTHING) {
      // A TRUNCATE: no key list can say what went, so every cached entry goes and no read in flight is kept.
      epoch += 1;
      tell('all');
      return;
    }
    const keys = payload.split('\n');
    rotate(Date.now());
    seq += 1;
    for (const key of keys) current.set(key, seq);
    tell(keys);
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    epoch += 1;
    tell('all');
    which.end().catch(() => undefined);
    if (!closed) void reconnect();
  };

  const connect = async () => {
    const next = new pg.Client({ ...pool.options, application_name: FEED_APPLICATION_NAME });
    next.on('notification', onNotification);
    // An idle connection that fails emits 'error'; without a listener it would crash the process.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${SETTLED_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    epoch += 1;
    client = next;
  };

  const reconnect = () =>
    retry(handleAll, { maxAttempts: Number.POSITIVE_INFINITY, backoff: new ExponentialBackoff({ initialDelay: 100, maxDelay: 5_000 }) })
      .execute(connect, stop.signal)
      .catch(() => undefined);

  return {
    /** True while the feed hears every change: caches may serve entries only then. */
    get live(): boolean {
      return client !== undefined;
    },

    /** Connects and listens; when the database cannot be reached, keeps trying in the background. */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      await connect().catch(() => reconnect());
    },

    async close(): Promise<void> {
      closed = true;
      stop.abort();
      const last = client;
      client = undefined;
      epoch += 1;
      tell('all');
      await last?.end().catch(() => undefined);
    },

    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Taken before a read whose result may be cached. */
    mark(): FeedMark {
      return { epoch, seq, at: Date.now() };
    },

    /**
     * Whether something a read depended on may have changed since `mark`: one of `keys` changed,
     * the feed went down, or the mark is too old to tell. A result read meanwhile must not be
     * cached (it may hold what the change replaced).
     */
    changedSince(mark: FeedMark, keys: readonly string[]): boolean {
      if (client === undefined || mark.epoch !== epoch) return true;
      rotate(Date.now());
      if (mark.at < previousSince) return true;
      if (mark.seq === seq) return false;
      return keys.some((key) => (current.get(key) ?? previous.get(key) ?? 0) > mark.seq);
    },

    /**
     * Waits (at most `timeoutMs`) until every process listening on this database has handled the
     * changes committed before the call. Resolves with how many answered. Works in a process
     * whose own feed is not running (the CLI) on a short-lived connection.
     */
    async settle(timeoutMs = 2_000): Promise<number> {
      const listening = (
        await pool.query<{ n: number }>({
          name: 'change-feed-listeners',
          text: 'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
          values: [FEED_APPLICATION_NAME],
        })
      ).rows[0]!.n;
      if (listening === 0) return 0;
      const nonce = randomUUID();
      let answered = 0;
      let timer: NodeJS.Timeout | undefined;
      const allAnswered = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
        barriers.set(nonce, () => {
          answered += 1;
          if (answered >= listening) resolve();
        });
      });
      let own: pg.Client | undefined;
      try {
        if (client === undefined) {
          own = new pg.Client({ ...pool.options, application_name: 'segue-settle' });
          own.on('notification', onNotification);
          own.on('error', () => undefined);
          await own.connect();
          await own.query(`LISTEN ${SETTLED_CHANNEL}`);
        }
        await pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, SETTLE_PREFIX + nonce]);
        await allAnswered;
        return answered;
      } finally {
        clearTimeout(timer);
        barriers.delete(nonce);
        await own?.end().catch(() => undefined);
      }
    },
  };
}
