import type { Logger } from './logger';

/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits. A second signal while stopping exits at
 * once, so a stuck shutdown can always be interrupted.
 */
export function exitOnSignals(stop: () => Promise<void>, log: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
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
