/**
 * The documentation's API examples run as written against `SEGUE_SANDBOX=1 pnpm start`: in the
 * README and in every page of `docs/`, every `sh` block marked `sandbox-run` runs, page by page,
 * the blocks of one page in order as one script (curl's answers recorded), so each page stands on
 * its own as its reader meets it; every `ts` block marked so runs as a program on the workspace's
 * `@segue/client`. An example that calls the API without a mark fails the suite, so a new example
 * is either made to run in the sandbox or marked as skipped.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readDocPages } from './readme/doc-pages';
import { callsApi, isMarked, isRunnable, type CodeBlock } from './readme/readme-blocks';
import { ROOT, startServerProcess, type ServerProcess } from './support/server-process';

const run = promisify(execFile);
const README_URL = 'http://127.0.0.1:8787';
/** Separates the recorded answers: an answer may span lines (an HTML page a linking flow passes). */
const RECORD = '\u001e';

/**
 * The shell function that stands in for curl in the examples: the same call, plus `-w` to learn
 * the HTTP status (the last one when `-L` follows redirects), and each answer recorded as
 * `<status> <body>`; the example's pipes get the body alone, as from curl.
 */
const curlRecorder = (log: string) =>
  `curl() { local out code; out=$(command curl -sS -w '\\n%{http_code}' "$@"); code=\${out##*$'\\n'}; out=\${out%$'\\n'*}; ` +
  `printf '%s %s${RECORD}' "$code" "$out" >> ${JSON.stringify(log)}; printf '%s' "$out"; }\n`;

let dir: string;
let server: ServerProcess;
let publicKey: string;
const pages = await readDocPages(ROOT);
const isShell = (block: CodeBlock) => isRunnable(block) && (block.lang === 'sh' || block.lang === 'bash');
const isProgram = (block: CodeBlock) => isRunnable(block) && (block.lang === 'ts' || block.lang === 'typescript');
const shellPages = pages.filter((page) => page.blocks.some(isShell));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-readme-'));
  await chmod(dir, 0o711);
  // The examples read `./.segue/sandbox.json`: the data directory sits where they run.
  await mkdir(path.join(dir, '.segue'), { mode: 0o700 });
  server = await startServerProcess({ SEGUE_DATA_DIR: path.join(dir, '.segue'), SEGUE_SANDBOX: '1', SEGUE_RATE_LIMIT: '100000' });
  publicKey = (JSON.parse(await readFile(path.join(dir, '.segue/sandbox.json'), 'utf8')) as { app: { public_key: string } }).app.public_key;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const localise = (code: string) => code.replaceAll(README_URL, server.url);

interface Envelope {
  data?: { task_id?: string; status?: string };
  status?: number;
  error?: string;
}

async function settled(taskId: string): Promise<Envelope> {
  return vi.waitFor(
    async () => {
      const answer = (await (await fetch(`${server.url}/v1/task/${taskId}`, { headers: { 'x-segue-public-key': publicKey } })).json()) as Envelope;
      if (answer.data?.status === 'pending') throw new Error('still pending');
      return answer;
    },
    { timeout: 90_000, interval: 500 },
  );
}

describe('documentation examples in sandbox mode', () => {
  it('reads the README and the docs pages, and marks every example that calls the API as sandbox-run or sandbox-skip', () => {
    expect(pages.map((page) => page.file)).toContain('README.md');
    expect(pages.some((page) => page.file.startsWith('docs/'))).toBe(true);
    const unmarked = pages.flatMap((page) => page.blocks.filter((block) => callsApi(block) && !isMarked(block)).map((block) => `${page.file}:${block.line}`));
    expect(unmarked, 'API examples without a sandbox-run / sandbox-skip mark').toEqual([]);
  });

  it('has a playlist task among the README examples', () => {
    const readme = pages.find((page) => page.file === 'README.md')!;
    expect(readme.blocks.filter(isShell).some((block) => /playlist\//.test(block.code) && /\/v1\/task\//.test(block.code))).toBe(true);
  });

  it.each(shellPages.map((page) => [page.file, page] as const))(
    'runs the curl examples of %s, each answered with a success envelope, and its tasks complete',
    async (file, page) => {
      const log = path.join(dir, `answers-${file.replaceAll('/', '_')}.log`);
      const script = `set -euo pipefail\n${curlRecorder(log)}` + page.blocks.filter(isShell).map((block) => localise(block.code)).join('\n');
      await run('bash', ['-c', script], { cwd: dir, timeout: 120_000 }).catch((error: Error & { stderr?: string; stdout?: string }) => {
        throw new Error(`${file}: ${error.message}\n${error.stdout ?? ''}`);
      });

      const records = (await readFile(log, 'utf8'))
        .split(RECORD)
        .filter((text) => text.trim() !== '')
        .map((text) => ({ status: Number(text.slice(0, text.indexOf(' '))), body: text.slice(text.indexOf(' ') + 1).trim() }));
      expect(records.length).toBeGreaterThanOrEqual(1);
      for (const { status, body } of records) expect(status, `${file}: HTTP ${status} ${body.slice(0, 500)}`).toBeGreaterThanOrEqual(200);
      for (const { status, body } of records) expect(status, `${file}: HTTP ${status} ${body.slice(0, 500)}`).toBeLessThan(300);
      // Every answer of the API is an envelope with data; a page a linking flow passes is HTML, and
      // a few answers follow another format (JWKS, oEmbed): their HTTP status alone is checked.
      const answers = records.map(({ body }) => (body.startsWith('{') ? (JSON.parse(body) as Envelope & Record<string, unknown>) : undefined));
      const envelopes = answers.filter((answer) => answer !== undefined && typeof answer.status === 'number' && 'message' in answer);
      for (const answer of envelopes) {
        expect(answer, `${file}: ${JSON.stringify(answer)}`).toMatchObject({ data: expect.anything() });
        expect(answer?.status).toBeGreaterThanOrEqual(200);
        expect(answer?.status).toBeLessThan(300);
      }
      const tasks = [...new Set(envelopes.map((answer) => answer?.data?.task_id).filter((id) => id !== undefined))];
      for (const taskId of tasks) expect((await settled(taskId)).data?.status, `${file}: task ${taskId}`).toBe('completed');
    },
    240_000,
  );

  it('runs the TypeScript client examples on the workspace client', async () => {
    const programs = pages.flatMap((page) => page.blocks.filter(isProgram).map((block) => ({ file: page.file, block })));
    expect(programs.length).toBeGreaterThanOrEqual(1);
    const client = path.join(ROOT, 'packages/client/src/index.ts');
    for (const [i, { file, block }] of programs.entries()) {
      const program = path.join(dir, `example-${i}.mts`);
      await writeFile(program, localise(block.code).replaceAll("'@segue/client'", JSON.stringify(client)));
      const { stdout } = await run(process.execPath, ['--import', 'tsx', program], {
        cwd: ROOT,
        env: { ...process.env, SEGUE_PUBLIC_KEY: publicKey },
        timeout: 120_000,
      });
      expect(stdout, `${file}:${block.line}`).not.toMatch(/undefined/);
    }
  }, 150_000);
});
