import { describe, expect, it } from 'vitest';
import type { HostileContext } from './support/hostile-context';
import { catalogPlaylists } from '../reliability/support/catalog-playlists';
import { send } from './support/hostile-client';

interface SecuredRoute {
  method: string;
  path: string;
  auth: 'public' | 'private' | 'either';
}

async function securedRoutes(base: string): Promise<SecuredRoute[]> {
  const document = (await (await fetch(`${base}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
  };
  const routes: SecuredRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
      const scheme = schemes.length > 1 ? 'either' : schemes[0];
      if (scheme === 'publicKey' || scheme === 'privateKey' || scheme === 'either') {
        routes.push({ method: method.toUpperCase(), path, auth: scheme === 'publicKey' ? 'public' : scheme === 'privateKey' ? 'private' : 'either' });
      }
    }
  }
  return routes;
}

const concrete = (path: string) =>
  path.replace(/\{platform\}/g, 'spotify').replace(/\{[^}]+\}/g, '4f1c2a52-9a0e-4d47-9d8b-2f6a1c3e5b7d');

export function keyConfusion(ctx: () => HostileContext): void {
  describe('key confusion', () => {
    it('refuses a missing, unknown, swapped or other-kind key on every authenticated route with 401', async () => {
      const { base, apps } = ctx();
      const routes = await securedRoutes(base);
      expect(routes.length).toBeGreaterThan(5);
      const failures: string[] = [];
      for (const route of routes) {
        // A route of either key (GET /v1/app) still refuses a key under the other's header and made-up ones.
        const attempts: Record<string, string>[] =
          route.auth === 'public'
            ? [{}, { 'x-segue-public-key': apps.a.privateKey }, { 'x-segue-key': apps.a.privateKey }, { 'x-segue-public-key': 'f'.repeat(36) }, { 'x-segue-public-key': apps.a.id }]
            : route.auth === 'private'
              ? [{}, { 'x-segue-key': apps.a.publicKey }, { 'x-segue-public-key': apps.a.publicKey }, { 'x-segue-public-key': apps.a.privateKey }, { 'x-segue-key': apps.a.id }]
              : [{}, { 'x-segue-public-key': apps.a.privateKey }, { 'x-segue-key': apps.a.publicKey }, { 'x-segue-public-key': 'f'.repeat(36) }, { 'x-segue-key': apps.a.id }];
        for (const headers of attempts) {
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const reply = await send(base, {
            method: route.method,
            path: concrete(route.path),
            headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            body: hasBody ? '{}' : undefined,
          });
          if (reply.status !== 401 || reply.json?.error !== 'EUNAUTHORIZED') {
            failures.push(`${route.method} ${route.path} with ${JSON.stringify(Object.keys(headers))}: HTTP ${reply.status} ${reply.text.slice(0, 100)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });

    it("keeps one app's tasks, app record and delivery log from another app's keys", async () => {
      const { base, apps, env } = ctx();
      const [playlist] = await catalogPlaylists(env.sandbox.catalogUrl, 'spotify', 1, 30);
      if (!playlist) throw new Error('the sandbox catalog has no small Spotify playlist');
      const started = await send(base, {
        method: 'POST',
        path: '/v1/entity/convert',
        headers: { 'x-segue-public-key': apps.a.publicKey, 'content-type': 'application/json' },
        body: JSON.stringify({ url: playlist.url, target_platform: 'deezer' }),
      });
      expect(started.status).toBeLessThan(300);
      const taskId = String((started.json?.data as { task_id?: string }).task_id);

      const own = await send(base, { method: 'GET', path: `/v1/task/${taskId}`, headers: { 'x-segue-public-key': apps.a.publicKey } });
      expect(own.status).toBe(200);
      const other = await send(base, { method: 'GET', path: `/v1/task/${taskId}`, headers: { 'x-segue-public-key': apps.b.publicKey } });
      expect(other.status).toBe(404);
      expect(other.text).not.toContain(playlist.url);

      const appOther = await send(base, { method: 'GET', path: `/v1/apps/${apps.a.id}`, headers: { 'x-segue-public-key': apps.b.publicKey } });
      expect(appOther.status).toBe(404);
      const appOwn = await send(base, { method: 'GET', path: `/v1/apps/${apps.a.id}`, headers: { 'x-segue-public-key': apps.a.publicKey } });
      expect(appOwn.status).toBe(200);

      const deliveries = await send(base, { method: 'GET', path: '/v1/app/webhooks/deliveries', headers: { 'x-segue-key': apps.b.privateKey } });
      expect(deliveries.json).toMatchObject({ status: 200, data: [] });
    });
  });
}
