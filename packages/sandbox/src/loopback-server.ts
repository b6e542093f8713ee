/** An HTTP server on 127.0.0.1 with a free port (or the one asked), whose `close()` also ends open and hung connections. */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function listenLoopback(listener: RequestListener, port = 0): Promise<LoopbackServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hung requests and idle keep-alive sockets would otherwise hold the port open.
        server.closeAllConnections();
      }),
  };
}
