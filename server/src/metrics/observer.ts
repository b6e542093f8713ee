import type { PlatformKey } from '@segue/core';
import type { Match } from '@segue/core/schemas';

/** How one platform attempt ended, as the metrics count it. */
export type PlatformOutcome = '2xx' | '3xx' | '4xx' | '429' | '5xx' | 'timeout' | 'error';

/** The metrics' name for a platform answer's status. */
export function statusOutcome(status: number): PlatformOutcome {
  if (status === 429) return '429';
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

/**
 * How one target of a conversion was answered: from the caches, else the method that found the
 * match (isrc, upc, search, same, manual), or no match, or a failure.
 */
export type ConversionOutcome = 'cache' | Match['method'] | 'not_found' | 'error';

/** Every conversion outcome and kind, so each counter starts at 0 (a rate needs the series before its first event). */
export const CONVERSION_OUTCOMES = ['cache', 'isrc', 'upc', 'search', 'same', 'manual', 'not_found', 'error'] as const satisfies readonly ConversionOutcome[];
export const CONVERSION_KINDS = ['track', 'album', 'artist', 'playlist_track'] as const;

/** How one webhook attempt ended. */
export const WEBHOOK_OUTCOMES = ['delivered', 'retrying', 'failed', 'no_url'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/**
 * What the services tell about their work, for the metrics to count. The services know nothing
 * of Prometheus: `server/src/metrics/` turns these calls into prom-client metrics, and a process
 * without metrics passes `NO_OBSERVER`. Labels are closed sets (platform keys, outcomes, route
 * templates): never an app, a user or an id.
 */
export interface Observer {
  /** One attempt the platform HTTP layer sent (retries are attempts too). */
  platformAttempt(event: { platform: PlatformKey; family: string; outcome: PlatformOutcome; seconds: number }): void;
  /** The layer decided to try again after a failure of `kind`. */
  platformRetry(event: { platform: PlatformKey; kind: string }): void;
  /** One target of a track, album or artist conversion, or one whole answer served from memory. */
  conversion(event: { kind: (typeof CONVERSION_KINDS)[number]; outcome: ConversionOutcome }): void;
  /** One webhook delivery attempt. */
  webhookDelivery(event: { event: string; outcome: WebhookOutcome; seconds: number }): void;
}

/** A match's outcome as the conversion metrics name it: a cached answer is `cache`, whatever first found it. */
export function matchOutcome(match: Pick<Match, 'method' | 'cached'>): ConversionOutcome {
  return match.cached === true ? 'cache' : match.method;
}

/** A playlist track's outcome as the conversion metrics name it. */
export function trackConversionOutcome(outcome: { kind: 'matched'; match: Pick<Match, 'method' | 'cached'> } | { kind: 'omitted' | 'failed' }): ConversionOutcome {
  if (outcome.kind === 'matched') return matchOutcome(outcome.match);
  return outcome.kind === 'omitted' ? 'not_found' : 'error';
}

const ignore = (): void => undefined;

export const NO_OBSERVER: Observer = { platformAttempt: ignore, platformRetry: ignore, conversion: ignore, webhookDelivery: ignore };
