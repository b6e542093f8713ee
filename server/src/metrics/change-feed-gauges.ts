import { Counter, Gauge, type Registry } from 'prom-client';
import type { ChangeFeed } from '../db/change-feed';

/**
 * The change feed (the `LISTEN` connection that keeps this process's caches true): whether it
 * listens now, the changes it heard, and how often it lost or regained its connection (each
 * empties the caches).
 */
export function changeFeedGauges(registry: Registry, feed: ChangeFeed): void {
  const registers = [registry];
  new Gauge({
    name: 'segue_change_feed_listening',
    help: '1 while the change feed listens (caches serve), 0 while it reconnects (caches are bypassed)',
    registers,
    collect() {
      this.set(feed.live ? 1 : 0);
    },
  });
  const heard = new Counter({ name: 'segue_change_feed_notifications_total', help: 'Change notifications the feed heard', registers });
  const resets = new Counter({
    name: 'segue_change_feed_resets_total',
    help: 'Times the feed lost or regained its connection (or heard a truncation): every cache was emptied',
    registers,
  });
  feed.subscribe((keys) => (keys === 'all' ? resets.inc() : heard.inc()));
}
