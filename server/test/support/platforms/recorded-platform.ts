/**
 * A platform on loopback that answers with bodies recorded from the real API (`@segue/recorded`),
 * so contract tests send our adapters, library readers and OAuth clients exactly what the
 * platform sent, through the real HTTP layer and undici. Routes use the manifest's endpoint
 * templates (`GET /v1/tracks/{id}`); the first route that matches answers. A request no route
 * matches is answered 501 and kept in `unmatched`, so a test can say which call it did not expect.
 * Started inside a test, the platform closes when that test finishes.
 */
import type { IncomingMessage } from 'node:http';
import type { PlatformKey } from '@segue/core';
import type { Recording } from '@segue/recorded';
import { onTestFinished } from 'vitest';
import type { HttpLayer } from '../../../src/platforms/http/http-layer';
import type { PlatformHttp } from '../../../src/platforms/http/http-types';
import { startTestServer } from '../../../src/platforms/http/start-test-server';
import { createTestHttpLayer } from './test-http-layer';

export interface RecordedRoute {
  /** `METHOD /path/{param}/more`; `{name}` matches one path segment, a trailing `*` any rest. */
  endpoint: string;
  /** Query parameters the request must carry with these values (others are ignored). */
  query?: Record<string, string>;
  /** Text the request body must contain, for APIs that POST every call to one path (InnerTube). */
  bodyIncludes?: string;
  status?: number;
  headers?: Record<string, string>;
  /** The JSON body (a recording's `body`), or raw text. */
  body: unknown;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface RecordedPlatform {
  /** Base URL to give the adapter for every host of the platform. */
  url: string;
  /** An HTTP-layer client for the platform with test-speed retries. */
  http: PlatformHttp;
  layer: HttpLayer;
  requests: ReceivedRequest[];
  unmatched: ReceivedRequest[];
  close(): Promise<void>;
}

/** A route answering with a recording, on the recording's own endpoint unless told otherwise. */
export function route(recording: Recording, overrides: Partial<RecordedRoute> = {}): RecordedRoute {
  return { endpoint: recording.endpoint, status: recording.status, body: recording.body, ...overrides };
}

function compile(endpoint: string): { method: string; pattern: RegExp } {
  const [method, path] = endpoint.split(' ') as [string, string];
  const escaped = path
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')))
    .join('/');
  return { method, pattern: new RegExp(`^${escaped}$`) };
}

function matches(route: RecordedRoute, request: ReceivedRequest): boolean {
  const { method, pattern } = compile(route.endpoint);
  if (method !== request.method || !pattern.test(request.path)) return false;
  if (route.bodyIncludes !== undefined && !request.body.includes(route.bodyIncludes)) return false;
  return Object.entries(route.query ?? {}).every(([key, value]) => request.query.get(key) === value);
}

export async function startRecordedPlatform(platform: PlatformKey, routes: readonly RecordedRoute[]): Promise<RecordedPlatform> {
  const requests: ReceivedRequest[] = [];
  const unmatched: ReceivedRequest[] = [];
  const server = await startTestServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://recorded');
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const answer = routes.find((candidate) => matches(candidate, request));
      if (!answer) {
        unmatched.push(request);
        res.writeHead(501, { 'content-type': 'text/plain' }).end(`no recorded response for ${request.method} ${req.url}`);
        return;
      }
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      const type = typeof answer.body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
      res.writeHead(answer.status ?? 200, { 'content-type': type, ...answer.headers }).end(text);
    });
  });
  const layer = createTestHttpLayer(platform, { timeoutMs: 2_000 });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await layer.close();
      await server.close();
    })());
  try {
    onTestFinished(close);
  } catch {
    // Started outside a test (in a beforeAll): whoever started it closes it.
  }
  return { url: server.url, http: layer.client(platform, 'recorded'), layer, requests, unmatched, close };
}
