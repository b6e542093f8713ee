/**
 * `pnpm sandbox`: runs the platform simulators standalone, prints their URLs, credentials and
 * the ground-truth URL, and stays up until Ctrl-C, for any number of Segue processes to share.
 * Arguments are read with Node's own `util.parseArgs`, which covers these few flags without a
 * dependency. The `SEGUE_*_URL` settings are named by the server's platform records, which this
 * package cannot import: the server's entry (`server/src/sandbox/sandbox-cli.ts`) passes `envFile`.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { PLATFORM_KEYS } from '@segue/core';
import type { PlatformKey } from './catalog/model';
import { FAULTS_PATH } from './faults-control';
import { shellChromiumFlags } from './platform-pages/chromium-flags';
import type { Sandbox } from './launch-simulators';
import type { FaultConfig } from './simulator';
import { startSandbox } from './start-sandbox';

const USAGE = `Usage: pnpm sandbox [--seed N] [--recordings N] [--faults JSON] [--port-base N] [--env-out PATH] [--port-file PATH]

  --seed N          catalog seed (default 1)
  --recordings N    original recordings in the catalog (default 6000)
  --faults JSON     faults per platform, e.g. '{"spotify":{"errorRate":0.1,"latencyMs":200}}'
                    (change them while it runs: POST ${FAULTS_PATH} on the control URL)
  --port-base N     fixed ports from N up: the control host on N, the link shorteners on N+1,
                    the platform hosts after them (default: free ports)
  --env-out PATH    write the SEGUE_*_URL settings for Segue's servers and workers to PATH (an env file)
  --port-file PATH  write {urls, catalogUrl, platformPages, credentials, oauthClients, users} as JSON to PATH once listening`;

export interface SandboxCliOptions {
  /** The settings file for Segue processes (\`SEGUE_*_URL=...\` lines) for a running sandbox. */
  envFile?: (sandbox: Sandbox) => string;
}

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

/** Runs the CLI with `args` (the process's arguments after the script). */
export async function runSandboxCli(args: string[], cli: SandboxCliOptions = {}): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        seed: { type: 'string' },
        recordings: { type: 'string' },
        faults: { type: 'string' },
        'port-file': { type: 'string' },
        'port-base': { type: 'string' },
        'env-out': { type: 'string' },
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
  const portBase = integer('port-base', values['port-base']);
  if (portBase !== undefined && (portBase < 1024 || portBase > 65_000)) fail('--port-base must be from 1024 to 65000');
  if (values['env-out'] !== undefined && !cli.envFile) fail('--env-out needs the server\'s setting names: run it as `pnpm sandbox` from the repository');
  const started = performance.now();
  const sandbox = await startSandbox({
    ...(values.seed !== undefined ? { seed: integer('seed', values.seed) } : {}),
    ...(recordings !== undefined ? { recordings } : {}),
    ...(values.faults !== undefined ? { faults: faults(values.faults) } : {}),
    ...(portBase !== undefined ? { portBase } : {}),
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
  console.log(
    `\ncatalog (ground truth) ${sandbox.catalogUrl}\nrequest counts         ${sandbox.catalogUrl}/__stats\n` +
      `faults (GET, POST)     ${sandbox.catalogUrl}${FAULTS_PATH}\nlink shorteners        ${sandbox.shortenerUrl}/<host>/<code>`,
  );
  console.log(`platform pages         ${sandbox.platformPages.url}  (links to right-click with the extension)`);
  console.log(`  real addresses here: chromium --user-data-dir="$(mktemp -d)" --load-extension=extension/.output/chrome-mv3 ${shellChromiumFlags(sandbox.platformPages.chromiumFlags)}`);
  const env = cli.envFile?.(sandbox);
  if (env !== undefined) {
    console.log(`\nSettings for Segue's servers and workers${values['env-out'] ? ` (written to ${values['env-out']})` : ''}:\n`);
    console.log(env.split('\n').filter((line) => line && !line.startsWith('#')).join('\n'));
    if (values['env-out']) await writeFile(values['env-out'], env);
  }
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
