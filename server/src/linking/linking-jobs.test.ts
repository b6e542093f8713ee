import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../runtime/logger';
import { registerLinkingJobs, TOKEN_REFRESH_QUEUE } from './linking-jobs';
import { linkingClient } from '../../test/support/linking/linking-client';
import { startLinkingHarness, type LinkingHarness } from '../../test/support/linking/linking-harness';

let h: LinkingHarness;
let boss: PgBoss;

beforeAll(async () => {
  h = await startLinkingHarness();
  boss = new PgBoss({ connectionString: h.db.url, max: 2 });
  await boss.start();
});
afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
  await h?.close();
});

describe('token refresh job', () => {
  it('refreshes a token that expires before the next run and drops abandoned flows', async () => {
    const app = await h.createApp('Job app');
    const { email } = h.userWith('spotify');
    const token = await linkingClient(h, app).link('spotify', email);
    const { userId } = await h.linking.verifyLinkingToken(app.app.id, token);
    const before = await h.linking.getAccessToken(app.app.id, userId, 'spotify');
    // An abandoned flow, 11 minutes old by Segue's clock once it moves.
    await fetch(`${h.url}/v1/tidal/connect`, { headers: { 'x-segue-public-key': app.publicKey } });

    // Spotify tokens last an hour: 50 minutes on, the next run (15 minutes ahead) must refresh it.
    h.clock.offsetMs = 50 * 60_000;
    try {
      await registerLinkingJobs(boss, h.linking, silentLogger, { work: true, pollingIntervalSeconds: 0.5 });
      await boss.send(TOKEN_REFRESH_QUEUE, {});
      await expect
        .poll(async () => (await h.linking.getAccessToken(app.app.id, userId, 'spotify')).accessToken, { timeout: 10_000, interval: 200 })
        .not.toBe(before.accessToken);
      await expect.poll(async () => (await h.db.pool.query('SELECT count(*)::int AS n FROM oauth_flows')).rows[0].n, { timeout: 5_000 }).toBe(0);
    } finally {
      h.clock.offsetMs = 0;
    }
  });
});
