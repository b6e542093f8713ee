import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export interface TestServer {
  url: string;
  call(path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Reply>;
  close(): Promise<void>;
}

/** Listens on port 0 and calls the app over real HTTP. */
export async function listenForTest(app: Express): Promise<TestServer> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async call(path, init = {}) {
      const response = await fetch(`${url}${path}`, { method: init.method ?? 'GET', headers: init.headers, body: init.body });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
