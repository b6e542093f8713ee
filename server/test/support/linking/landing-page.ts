import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on a free loopback port; the server's base URL. */
export async function listenOnLoopback(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stops a server now, open keep-alive connections included. */
export function closeNow(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** An app's landing page for linking tests: answers the query it received as JSON. */
export async function startLandingPage(): Promise<{ url: string; close(): Promise<void> }> {
  const landing = createServer((req, res) => {
    const body = JSON.stringify(Object.fromEntries(new URL(req.url ?? '/', 'http://landing.invalid').searchParams));
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  return { url: `${await listenOnLoopback(landing)}/linked`, close: () => closeNow(landing) };
}
