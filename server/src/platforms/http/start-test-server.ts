import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  url: string;
  /** Requests received so far. */
  hits(): number;
  close(): Promise<void>;
}

/** A loopback server for HTTP-layer tests: `handle` gets each request and its 0-based number. */
export async function startTestServer(
  handle: (req: IncomingMessage, res: ServerResponse, index: number) => void,
): Promise<TestServer> {
  let count = 0;
  const server = createServer((req, res) => handle(req, res, count++));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
