/**
 * A small structured logger: one JSON line per event on stderr, so logs stay greppable and a
 * request id can be followed across lines. `silent` is for tests and the CLI.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const emit = (level: string) => (message: string, fields: Record<string, unknown> = {}) => {
    write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
  };
  return { info: emit('info'), warn: emit('warn'), error: emit('error') };
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** Keeps what an error can safely tell a log: name, message, code and stack. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { error: error.message, name: error.name, ...(code === undefined ? {} : { code }), stack: error.stack };
  }
  return { error: String(error) };
}
