import { Counter, Histogram, type Registry } from 'prom-client';
import { CONVERSION_KINDS, CONVERSION_OUTCOMES, WEBHOOK_OUTCOMES, type Observer } from './observer';

/** Platform calls take tens of milliseconds to seconds; a retried one waits for its Retry-After. */
const PLATFORM_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The services' events (`Observer`) as prom-client counters and histograms on `registry`. The
 * counters of closed label sets (conversions, webhook events) start at 0 for every combination,
 * so a rate over them exists from the first scrape instead of from the first event.
 */
export function prometheusObserver(registry: Registry, options: { webhookEvents: readonly string[] }): Observer {
  const registers = [registry];
  const platformRequests = new Counter({
    name: 'segue_platform_requests_total',
    help: 'Attempts sent to a platform (retries included), by platform, endpoint family and outcome (2xx, 3xx, 4xx, 429, 5xx, timeout, error)',
    labelNames: ['platform', 'endpoint', 'outcome'] as const,
    registers,
  });
  const platformSeconds = new Histogram({
    name: 'segue_platform_request_duration_seconds',
    help: 'Time of one attempt sent to a platform, from send to answer',
    labelNames: ['platform'] as const,
    buckets: PLATFORM_BUCKETS,
    registers,
  });
  const platformRetries = new Counter({
    name: 'segue_platform_retries_total',
    help: 'Attempts the platform HTTP layer sent again, by platform and the failure that caused it (rate_limited, unavailable)',
    labelNames: ['platform', 'reason'] as const,
    registers,
  });
  const conversions = new Counter({
    name: 'segue_conversions_total',
    help: 'Conversion targets answered, by kind (track, album, artist, playlist_track) and outcome (cache, isrc, upc, search, same, manual, not_found, error)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const webhookDeliveries = new Counter({
    name: 'segue_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by event and outcome (delivered, retrying, failed, no_url)',
    labelNames: ['event', 'outcome'] as const,
    registers,
  });
  const webhookSeconds = new Histogram({
    name: 'segue_webhook_delivery_duration_seconds',
    help: "Time of one webhook attempt, until the receiver's answer",
    buckets: PLATFORM_BUCKETS,
    registers,
  });
  for (const kind of CONVERSION_KINDS) for (const outcome of CONVERSION_OUTCOMES) conversions.inc({ kind, outcome }, 0);
  for (const event of options.webhookEvents) for (const outcome of WEBHOOK_OUTCOMES) webhookDeliveries.inc({ event, outcome }, 0);
  return {
    platformAttempt({ platform, family, outcome, seconds }) {
      platformRequests.inc({ platform, endpoint: family, outcome });
      platformSeconds.observe({ platform }, seconds);
    },
    platformRetry({ platform, kind }) {
      platformRetries.inc({ platform, reason: kind });
    },
    conversion({ kind, outcome }) {
      conversions.inc({ kind, outcome });
    },
    webhookDelivery({ event, outcome, seconds }) {
      webhookDeliveries.inc({ event, outcome });
      if (outcome !== 'no_url') webhookSeconds.observe(seconds);
    },
  };
}
