/**
 * `@segue/client` as an app outside this workspace gets it: `npm pack` (which builds dist/), a new
 * project in a temporary folder that installs the tarball with npm, offline and with an empty
 * cache, then the package README's example run there by Node against a sandbox server, its types
 * checked by the compiler as such an app would, and an import bundled for the browser.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlocks, isRunnable } from '../readme/readme-blocks';
import { ROOT, startServerProcess, type ServerProcess } from '../support/server-process';

const run = promisify(execFile);
const CLIENT_DIR = path.join(ROOT, 'packages/client');
const README_URL = 'http://127.0.0.1:8787';

// npm, run from inside a pnpm or vitest process, would otherwise take their npm_config_* settings.
const npmEnv = (cache: string) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key))),
  npm_config_cache: cache,
  npm_config_update_notifier: 'false',
});

let dir: string;
let app: string;
let server: ServerProcess;
let publicKey: string;

/** Packs the client (its prepack builds dist/) and makes a tarball of the zod it was built with. */
async function packTarballs(tarballs: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  await mkdir(tarballs);
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', tarballs], { cwd: CLIENT_DIR, env, timeout: 90_000 });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  // The one dependency, zod, comes from npm's registry for a real app; here it is the copy the
  // workspace installed, packed as a tarball, so the install needs no network at all.
  const zod = await realpath(path.join(CLIENT_DIR, 'node_modules/zod'));
  const { version } = JSON.parse(await readFile(path.join(zod, 'package.json'), 'utf8')) as { version: string };
  const zodTarball = path.join(tarballs, `zod-${version}.tgz`);
  // pnpm's store links files of equal content to one another: the tarball keeps each as a file.
  await run('tar', ['--hard-dereference', '-czf', zodTarball, '-C', path.dirname(zod), path.basename(zod)]);
  return [zodTarball, path.join(tarballs, packed!.filename)];
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-client-package-'));
  await chmod(dir, 0o711);
  app = path.join(dir, 'app');
  const env = npmEnv(path.join(dir, 'npm-cache'));
  const serverStarted = (async () => {
    await mkdir(path.join(dir, '.segue'), { mode: 0o700 });
    server = await startServerProcess({ SEGUE_DATA_DIR: path.join(dir, '.segue'), SEGUE_SANDBOX: '1', SEGUE_RATE_LIMIT: '100000' }, 120_000);
    publicKey = (JSON.parse(await readFile(path.join(dir, '.segue/sandbox.json'), 'utf8')) as { app: { public_key: string } }).app.public_key;
  })();
  const installed = (async () => {
    const tarballs = await packTarballs(path.join(dir, 'tarballs'), env);
    await mkdir(app);
    await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'outside-app', private: true, type: 'module' }));
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs], { cwd: app, env, timeout: 90_000 });
  })();
  // Both settle before a failure is thrown, so that afterAll never removes a folder still in use.
  const failed = (await Promise.allSettled([serverStarted, installed])).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('@segue/client installed from its packed tarball', () => {
  it('ships the ES module build and its declarations, and no sources or workspace packages', async () => {
    const installed = path.join(app, 'node_modules/@segue/client');
    const manifest = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8')) as {
      private?: boolean;
      dependencies: Record<string, string>;
      exports: Record<string, Record<string, string>>;
    };
    expect(manifest.private).toBeUndefined();
    expect(Object.keys(manifest.dependencies)).toEqual(['zod']);
    expect(manifest.exports['.']).toMatchObject({ types: './dist/index.d.ts', import: './dist/index.js' });
    for (const file of ['dist/index.js', 'dist/index.d.ts']) {
      const text = await readFile(path.join(installed, file), 'utf8');
      expect(text, file).not.toMatch(/@segue\/core/);
    }
  });

  it("runs the package README's example in Node against a sandbox server", async () => {
    const readme = await readFile(path.join(CLIENT_DIR, 'README.md'), 'utf8');
    const examples = codeBlocks(readme).filter(isRunnable);
    expect(examples).toHaveLength(1);
    const file = path.join(app, 'example.mjs');
    await writeFile(file, examples[0]!.code.replaceAll(README_URL, server.url));
    const { stdout } = await run(process.execPath, [file], { cwd: app, env: { PATH: process.env.PATH ?? '', SEGUE_PUBLIC_KEY: publicKey }, timeout: 60_000 });
    expect(stdout).not.toMatch(/undefined/);
    // The track's Deezer link and share page, then the playlist's tracks on Spotify.
    expect(stdout).toMatch(/^https:\/\/\S+ https?:\/\/\S+\/s\/\S+$/m);
    expect(stdout).toMatch(/^\d+ tracks; \d+ left out$/m);
  }, 60_000);

  it('type-checks the same example as a TypeScript app would (nodenext resolution)', async () => {
    const readme = await readFile(path.join(CLIENT_DIR, 'README.md'), 'utf8');
    const example = codeBlocks(readme).find(isRunnable)!.code;
    // A wrong call must fail to compile: declarations that resolved to `any` would let it pass.
    const wrongCall = "// @ts-expect-error a url is a string\nawait segue.convert({ url: 42 });\n";
    await writeFile(path.join(app, 'example.ts'), `${example}\n${wrongCall}`);
    await writeFile(path.join(app, 'globals.d.ts'), 'declare const process: { env: Record<string, string | undefined> };\n');
    const compilerOptions = { module: 'nodenext', target: 'es2022', lib: ['es2023', 'dom'], strict: true, skipLibCheck: true, noEmit: true, types: [] };
    await writeFile(path.join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }));
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    await expect(run(process.execPath, [tsc, '-p', app], { cwd: app, timeout: 60_000 })).resolves.toBeDefined();
  }, 60_000);

  it('bundles for the browser with no Node built-in', async () => {
    const entry = path.join(app, 'browser-entry.js');
    await writeFile(
      entry,
      "import { createSegueClient, isSegueError } from '@segue/client';\n" +
        "export const segue = createSegueClient({ baseUrl: location.origin, publicKey: 'pk_example' });\n" +
        'export { isSegueError };\n',
    );
    const result = await build({ entryPoints: [entry], bundle: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent', absWorkingDir: app });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('node_modules/@segue/client/dist/index.js');
    expect(inputs.filter((input) => !input.startsWith('node_modules/@segue/client/') && !input.startsWith('node_modules/zod/') && input !== 'browser-entry.js')).toEqual([]);
    const [output] = Object.values(result.metafile.outputs);
    expect(output?.imports).toEqual([]);
    expect(result.outputFiles[0]!.text).not.toMatch(/\bnode:|\brequire\(|\bprocess\./);
  });
});
