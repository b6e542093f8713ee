import { silentLogger } from '../../../src/runtime/logger';
import { createApp, type AppDeps } from '../../../src/composition/create-app';
import type { Services } from '../../../src/composition/create-services';
import type { TestDatabase } from '../test-database';
import { listenForTest, type TestServer } from '../test-server';

export interface Reply {
  status: number;
  headers: Headers;
  body: { data?: unknown; error?: string; message?: string; status?: number };
}

/** A browser-like client of /dashboard/api: keeps the session cookie and sends the CSRF token. */
export interface DashboardClient {
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
  /** Signs up (with the token of an accept link, where sign-up is by invitation), then signs in as a browser would; the sign-up's reply. */
  signUp(email: string, password?: string, invitation?: string): Promise<Reply>;
  cookie: string;
  csrf: string;
}

export const PASSWORD = 'correct horse battery';

/** The token of an invitation's accept link (`…/dashboard/invitation#token=…`). */
export const acceptToken = (acceptUrl: string): string => new URL(acceptUrl).hash.replace(/^#token=/, '');

export function dashboardClient(server: TestServer): DashboardClient {
  const client: DashboardClient = {
    cookie: '',
    csrf: '',
    async call(method, path, body, headers = {}) {
      const response = await fetch(`${server.url}/dashboard/api${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...(client.csrf ? { 'x-csrf-token': client.csrf } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) {
        const pair = setCookie.split(';')[0] ?? '';
        client.cookie = pair.endsWith('=') ? '' : pair;
      }
      const text = await response.text();
      const parsed = (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as Reply['body']) : { message: text };
      const data = parsed.data as { csrf_token?: string } | undefined;
      if (data && typeof data.csrf_token === 'string') client.csrf = data.csrf_token;
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async signUp(email, password = PASSWORD, invitation) {
      const reply = await client.call('POST', '/auth/sign-up', { email, password, ...(invitation === undefined ? {} : { invitation }) });
      if (reply.status === 202) await client.call('POST', '/auth/sign-in', { email, password });
      return reply;
    },
  };
  return client;
}

/** `createApp` on a test database, with the dashboard's services replaceable (clock, lockout) and more configuration in `extra`. */
export async function startDashboardServer(
  db: TestDatabase,
  services: Services = db.services,
  sandbox = false,
  publicUrl = 'http://127.0.0.1:8787',
  extra: Partial<AppDeps['config']> = {},
  // Every signUp is a sign-up and a sign-in: files that make many accounts would reach the real 30 a minute.
  authRequestsPerMinute = 200,
): Promise<TestServer> {
  const config = { publicUrl, rateLimitPerMinute: 1000, bodyLimitBytes: 100 * 1024, sandbox, ...extra };
  return listenForTest(createApp({ services, pool: db.pool, config, log: silentLogger, authRequestsPerMinute }));
}
