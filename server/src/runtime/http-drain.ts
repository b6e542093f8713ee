import type { Server, ServerResponse } from 'node:http';

export interface HttpDrain {
  /** Starts the stop (every answer from now on closes its connection); resolves once the server is closed. */
  stop(): Promise<void>;
}

/** Longest wait for requests still running once the server stopped listening (its `requestTimeout` bounds them anyway). */
const IN_FLIGHT_MS = 30_000;

/**
 * A graceful stop of an HTTP server that drops no request. Closing keep-alive connections that
 * look idle (what `server.close()` does since Node.js 19) races with clients sending on them:
 * a request written as the socket closes is reset, and a proxy answers 502. Instead, from the
 * stop on:
 * - every response (those in flight whose headers are not out yet included) carries
 *   `Connection: close`, so each client's next request opens a new connection, which the
 *   readiness check (`GET /readyz` is 503 first) sends elsewhere;
 * - the server keeps listening and serving (a balancer still sending here before it polled
 *   readiness is answered) until no connection is left, or until connections idle since before
 *   the stop have reached Node's `keepAliveTimeout`, the idle time after which Node closes
 *   them anyway and clients (told by the `Keep-Alive: timeout` header) no longer reuse them;
 * - then it stops listening and waits for the requests still running.
 * Register before the app's `request` listener, so the header is set before the app answers.
 */
export function drainOnStop(server: Server, options: { pollMs?: number } = {}): HttpDrain {
  let stopping = false;
  const open = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    if (stopping) {
      res.setHeader('Connection', 'close');
      return;
    }
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  const connections = () => new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let stopped: Promise<void> | undefined;
  return {
    stop() {
      return (stopped ??= (async () => {
        stopping = true;
        for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
        if (!server.listening) return;
        const idleDeadline = Date.now() + server.keepAliveTimeout + 500;
        while (Date.now() < idleDeadline && (await connections()) > 0) await sleep(options.pollMs ?? 100);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            server.closeAllConnections();
            resolve();
          }, IN_FLIGHT_MS);
          server.close(() => {
            clearTimeout(timer);
            resolve();
          });
          // Connections idle now were idle past keepAliveTimeout; those with a request running stay.
          server.closeIdleConnections();
        });
      })());
    },
  };
}
