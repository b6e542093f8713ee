#!/usr/bin/env -S npx tsx
/**
 * `pnpm sandbox`: runs the platform simulators standalone, prints their URLs, credentials and
 * the ground-truth URL, and stays up until Ctrl-C. Arguments are read with Node's own
 * `util.parseArgs`, which covers these few flags without a dependency.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { PLATFORM_KEYS } from '@segue/core';
import type { PlatformKey } from './catalog/model';
import type { FaultConfig } from './simulator';
import { shellChromiumFlags } from './platform-pages/chromium-flags';
import { startSandbox } from './start-sandbox';

const USAGE = `Usage: pnpm sandbox [--seed N] [--recordings N] [--faults JSON] [--port-file PATH]

  --seed N          catalog seed (default 1)
  --recordings N    original recordings in the catalog (default 6000)
  --faults JSON     faults per platform, e.g. '{"spotify":{"errorRate":0.1,"latencyMs":200}}'
  --port-file PATH  write {urls, catalogUrl, platformPages, credentials, oauthClients, users} as JSON to PATH once listening`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) fail(`--${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function faults(value: string | undefined): Partial<Record<PlatformKey, FaultConfig>> | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    fail('--faults must be JSON');
  }
  if (typeof parsed !== 'object' || parsed === null) fail('--faults must be a JSON object keyed by platform');
  for (const key of Object.keys(parsed)) {
    if (!(PLATFORM_KEYS as readonly string[]).includes(key)) fail(`--faults: unknown platform "${key}" (use ${PLATFORM_KEYS.join(', ')})`);
  }
  return parsed as Partial<Record<PlatformKey, FaultConfig>>;
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        seed: { type: 'string' },
        recordings: { type: 'string' },
        faults: { type: 'string' },
        'port-file': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const recordings = integer('recordings', values.recordings);
  if (recordings === 0) fail('--recordings must be at least 1');
  const started = performance.now();
  const sandbox = await startSandbox({
    ...(values.seed !== undefined ? { seed: integer('seed', values.seed) } : {}),
    ...(recordings !== undefined ? { recordings } : {}),
    ...(values.faults !== undefined ? { faults: faults(values.faults) } : {}),
  });
  const ms = Math.round(performance.now() - started);

  console.log(`Segue sandbox: ${sandbox.catalog.recordings.length} recordings (seed ${sandbox.catalog.seed}), started in ${ms} ms\n`);
  for (const platform of PLATFORM_KEYS) {
    console.log(`${platform}`);
    for (const [name, url] of Object.entries(sandbox.urls[platform])) console.log(`  ${`${name}_url`.padEnd(14)} ${url}`);
    for (const [name, value] of Object.entries(sandbox.credentials[platform])) {
      // A PEM key is long and multi-line: show where it starts, the port file has all of it.
      const shown = value.includes('\n') ? `${value.split('\n')[0]} … (${value.length} chars)` : value;
      console.log(`  ${name.padEnd(14)} ${shown}`);
    }
    for (const [name, value] of Object.entries(sandbox.oauthClients[platform] ?? {})) console.log(`  ${`oauth_${name}`.padEnd(14)} ${value}`);
  }
  console.log(`\nusers (OAuth screens approve as the first): ${sandbox.users.map((u) => u.email).join(', ')}`);
  console.log(`\ncatalog (ground truth) ${sandbox.catalogUrl}\nrequest counts         ${sandbox.catalogUrl}/__stats\nlink shorteners        ${sandbox.shortenerUrl}/<host>/<code>`);
  console.log(`platform pages         ${sandbox.platformPages.url}  (links to right-click with the extension)`);
  console.log(`  real addresses here: chromium --user-data-dir="$(mktemp -d)" --load-extension=extension/.output/chrome-mv3 ${shellChromiumFlags(sandbox.platformPages.chromiumFlags)}`);
  console.log('\nCtrl-C to stop.');

  if (values['port-file']) {
    const info = {
      urls: sandbox.urls,
      catalogUrl: sandbox.catalogUrl,
      platformPages: sandbox.platformPages,
      credentials: sandbox.credentials,
      oauthClients: sandbox.oauthClients,
      users: sandbox.users.map((u) => u.email),
    };
    await writeFile(values['port-file'], `${JSON.stringify(info, null, 2)}\n`);
  }

  const stop = (): void => {
    console.log('\nStopping…');
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
