/// <reference types="node" />
// A local HTTP server that answers like the Segue API, for the client's unit tests. Each test
// registers the answers it needs; every request is recorded so tests can check what was sent.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
}

export interface CannedAnswer {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, instead of `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering. */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => CannedAnswer;

export interface FakeSegueServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers `METHOD path` (path without the query). */
  on(method: string, path: string, answer: CannedAnswer | Handler): void;
  close(): Promise<void>;
}

export function envelope(data: unknown, status = 200, message = 'Request ok') {
  return { status, body: { data, message, status } };
}

export function errorAnswer(code: string, message: string, status: number, headers?: Record<string, string>): CannedAnswer {
  return { status, body: { error: code, message, status }, ...(headers ? { headers } : {}) };
}

export async function startFakeSegueServer(): Promise<FakeSegueServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  let counter = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.path}`);
      const answer = handler
        ? handler(recorded)
        : errorAnswer('ENOTFOUND', `no route ${recorded.method} ${recorded.path}`, 404);
      const send = () => {
        counter += 1;
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json; charset=utf-8',
          'x-request-id': `req-${counter}`,
          ...answer.headers,
        });
        res.end(answer.rawBody ?? JSON.stringify(answer.body ?? null));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, answer) {
      routes.set(`${method} ${path}`, typeof answer === 'function' ? answer : () => answer);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
