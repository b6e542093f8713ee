import type { Logger } from './logger';

/**
 * A Ctrl-C reaches the server more than once: the terminal signals the whole process group, and
 * pnpm, which is in it, passes its own SIGINT on to its script as well. Repeats this close to
 * the first are that same Ctrl-C.
 */
export const REPEAT_WINDOW_MS = 1_000;

/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits with 0 (1 if stopping failed). Another
 * signal while stopping, later than REPEAT_WINDOW_MS after the first, exits at once with 1, so a
 * stuck shutdown can always be interrupted.
 */
export function exitOnSignals(stop: () => Promise<void>, log: Logger, now: () => number = Date.now): void {
  let stoppingSince: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (now() - stoppingSince < REPEAT_WINDOW_MS) return;
      log.warn('second signal while shutting down: exiting at once', { signal });
      process.exit(1);
    }
    stoppingSince = now();
    log.info('shutting down', { signal });
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** Wraps `fn` so that it runs once; later calls get the first call's promise. */
export function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}
