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

export function webhookTargets(ctx: () => HostileContext): void {
  describe('SSRF through webhook URLs', () => {
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
      for (const refusal of refusals) expect(refusal).toMatch(/private or loopback address/);
      expect(canary.hits()).toEqual([]);
      await env.admin.services.apps.setWebhook(apps.b.id, null);
    });
  });
}
