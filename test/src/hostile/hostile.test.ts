/**
 * The hostile-input suite: one real server process on an external PostgreSQL (platform
 * simulators behind it, not in sandbox mode, so every SSRF guard is on) under fuzzed and
 * crafted requests. Bounded: a few thousand inputs in well under a minute or two.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSegueEnv, type SegueEnv } from '../reliability/support/segue-env';
import { encodingsAndNestedIds } from './encodings-and-nested-ids';
import { fuzzEndpoints } from './fuzz-endpoints';
import { keyConfusion } from './key-confusion';
import { limitsAndSlowClients } from './limits-and-slow-clients';
import { ssrfAndRedirects } from './ssrf-and-redirects';
import type { HostileContext } from './support/hostile-context';
import { tally } from './support/hostile-client';
import { webhookTargets } from './webhook-targets';

let context: HostileContext | undefined;
let env: SegueEnv | undefined;
let canary: Server | undefined;
const canaryHits: string[] = [];

beforeAll(async () => {
  canary = createServer((req, res) => {
    canaryHits.push(`${req.method ?? ''} ${req.url ?? ''}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => canary!.listen(0, '127.0.0.1', resolve));
  const canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;

  env = await startSegueEnv({ env: { SEGUE_WEBHOOK_ALLOW_PRIVATE: '0' } });
  const server = await env.start('server');
  const created = await env.admin.services.apps.create({ name: 'App C', redirectUrls: ['https://c.example/cb'] });
  context = {
    base: server.url!,
    env,
    apps: { a: env.apps.a, b: env.apps.b, c: { id: created.app.id, publicKey: created.app.publicKey, privateKey: created.privateKey!, redirectUrl: 'https://c.example/cb' } },
    canary: { url: canaryUrl, hits: () => [...canaryHits] },
  };
}, 120_000);

afterAll(async () => {
  console.log(`hostile: ${tally.inputs} inputs tried, ${tally.serverErrors.length} answers of 500`);
  for (const line of tally.serverErrors.slice(0, 20)) console.log(`  500: ${line}`);
  await env?.close();
  canary?.closeAllConnections();
  await new Promise((resolve) => canary?.close(resolve));
});

const ctx = () => {
  if (!context) throw new Error('the hostile environment did not start');
  return context;
};

fuzzEndpoints(ctx, 60);
ssrfAndRedirects(ctx);
keyConfusion(ctx);
limitsAndSlowClients(ctx);
webhookTargets(ctx);
encodingsAndNestedIds(ctx);

it('saw no 500 at all', () => {
  expect(tally.serverErrors).toEqual([]);
});

it('got only answers the OpenAPI document declares', () => {
  expect([...new Set(tally.undocumented)].slice(0, 30)).toEqual([]);
});
