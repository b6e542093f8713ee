import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * An HTTP server that cuts off slow clients: one that sends its headers or body slowly gets a 408
 * and a closed connection instead of holding a socket (headers within 10 s, the whole request
 * within 30 s). Node enforces both only when it looks, every `connectionsCheckingInterval`
 * (30 s by default, so a trickling client could hold a socket for a minute); it looks every 2 s
 * here, a walk over the open connections that costs next to nothing.
 */
export const SLOW_CLIENT_LIMITS = { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 } as const;

export function createGuardedServer(listener?: RequestListener): Server {
  const server = createServer({ connectionsCheckingInterval: SLOW_CLIENT_LIMITS.connectionsCheckingInterval }, listener);
  server.headersTimeout = SLOW_CLIENT_LIMITS.headersTimeout;
  server.requestTimeout = SLOW_CLIENT_LIMITS.requestTimeout;
  return server;
}
