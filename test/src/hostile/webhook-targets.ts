import { describe, expect, it } from 'vitest';
import { catalogPlaylists } from '../reliability/support/catalog-playlists';
import type { HostileContext } from './support/hostile-context';
import { send } from './support/hostile-client';

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** Webhook URLs that must be refused when saved: loopback, metadata and the special-purpose ranges. */
function privateTargets(canary: string): string[] {
  const port = new URL(canary).port;
  return [
    `${canary}/hook`,
    `http://localhost:${port}/hook`,
    'http://169.254.169.254/latest/meta-data/',
    `http://[::1]:${port}/hook`,
    `http://[::ffff:7f00:1]:${port}/hook`,
    `http://[::127.0.0.1]:${port}/hook`,
    `http://[2002:7f00:1::]:${port}/hook`,
    `http://[64:ff9b::7f00:1]:${port}/hook`,
    'http://[64:ff9b:1::a00:1]/hook',
    'http://[fec0::1]/hook',
    'http://[100::1]/hook',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
    'https://192.0.2.1/hook',
    'https://198.51.100.1/hook',
    'https://203.0.113.1/hook',
    'https://198.18.0.1/hook',
    'https://240.0.0.1/hook',
  ];
}

/** A signed-in dashboard session of a new account with one app: its cookie, CSRF token and app id. */
async function dashboardApp(base: string, env: HostileContext['env']): Promise<{ headers: Record<string, string>; appId: string }> {
  const email = `hooks-${Date.now()}@example.com`;
  await env.admin.services.dashboard.accounts.signUp(email, 'correct horse battery staple');
  const signedIn = await send(base, {
    method: 'POST',
    path: '/dashboard/api/auth/sign-in',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery staple' }),
  });
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrf = String((signedIn.json?.data as { csrf_token?: string } | undefined)?.csrf_token);
  const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' };
  const org = await send(base, { method: 'POST', path: '/dashboard/api/organizations', headers, body: JSON.stringify({ name: 'Hooks' }) });
  const orgId = String((org.json?.data as { id?: string } | undefined)?.id);
  const app = await send(base, { method: 'POST', path: `/dashboard/api/organizations/${orgId}/apps`, headers, body: JSON.stringify({ name: 'Hooked' }) });
  return { headers, appId: String((app.json?.data as { id?: string } | undefined)?.id) };
}

export function webhookTargets(ctx: () => HostileContext): void {
  describe('SSRF through webhook URLs', () => {
    it('refuses a webhook URL to a private or special-purpose address when it is saved', async () => {
      const { base, env, canary } = ctx();
      const { headers, appId } = await dashboardApp(base, env);
      for (const url of privateTargets(canary.url)) {
        const reply = await send(base, { method: 'PUT', path: `/dashboard/api/apps/${appId}/webhook`, headers, body: JSON.stringify({ url }) });
        expect(reply.status, url).toBe(400);
        expect(reply.json?.message, url).toMatch(/is not a public address|private or loopback address/);
      }
      // A public target is saved: the refusals above are the address check, not the route.
      const saved = await send(base, { method: 'PUT', path: `/dashboard/api/apps/${appId}/webhook`, headers, body: JSON.stringify({ url: 'https://8.8.8.8/hook' }) });
      expect(saved.status).toBe(200);
      expect(canary.hits()).toEqual([]);
    });

    it('refuses to deliver to loopback and the metadata address outside sandbox mode, and logs why', { timeout: 120_000 }, async () => {
      const { base, apps, env, canary } = ctx();
      const [playlist] = await catalogPlaylists(env.sandbox.catalogUrl, 'deezer', 1, 20);
      if (!playlist) throw new Error('no small Deezer playlist in the catalog');
      const refusals: string[] = [];
      for (const webhook of [`${canary.url}/hook`, 'http://169.254.169.254/latest/meta-data/', `http://localhost:${new URL(canary.url).port}/hook`]) {
        await env.admin.services.apps.setWebhook(apps.b.id, webhook);
        const started = await send(base, {
          method: 'POST',
          path: '/v1/entity/convert',
          headers: { 'x-segue-public-key': apps.b.publicKey, 'content-type': 'application/json' },
          body: JSON.stringify({ url: playlist.url, target_platform: 'spotify' }),
        });
        expect(started.status).toBeLessThan(300);
        const rows = await until(
          `a delivery attempt to ${webhook}`,
          async () => {
            const log = await send(base, { method: 'GET', path: '/v1/app/webhooks/deliveries', headers: { 'x-segue-key': apps.b.privateKey } });
            const data = log.json?.data as { url: string; error: string | null; status_code: number | null }[];
            const mine = data.filter((row) => row.url === new URL(webhook).href);
            return mine.length > 0 ? mine : undefined;
          },
          90_000,
        );
        expect(rows[0]!.status_code).toBeNull();
        refusals.push(String(rows[0]!.error));
      }
      expect(refusals).toHaveLength(3);
      for (const refusal of refusals) expect(refusal).toMatch(/is not a public address|private or loopback address/);
      expect(canary.hits()).toEqual([]);
      await env.admin.services.apps.setWebhook(apps.b.id, null);
    });
  });
}
