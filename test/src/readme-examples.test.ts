/**
 * The README's API examples run as written against `SEGUE_SANDBOX=1 pnpm start`: every `sh`
 * block marked `sandbox-run` in one script (curl's answers recorded), every `ts` block marked so
 * as a program on the workspace's `@segue/client`. An example that calls the API without a mark
 * fails the suite, so a new example is either made to run in the sandbox or marked as skipped.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsApi, codeBlocks, isMarked, isRunnable } from './readme/readme-blocks';
import { ROOT, startServerProcess, type ServerProcess } from './support/server-process';

const run = promisify(execFile);
const README_URL = 'http://127.0.0.1:8787';

let dir: string;
let server: ServerProcess;
let publicKey: string;
const blocks = codeBlocks(await readFile(path.join(ROOT, 'README.md'), 'utf8'));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-readme-'));
  await chmod(dir, 0o711);
  // The README reads `./.segue/sandbox.json`: the data directory sits where the examples run.
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

describe('README examples in sandbox mode', () => {
  it('marks every example that calls the API as sandbox-run or sandbox-skip', () => {
    const unmarked = blocks.filter((block) => callsApi(block) && !isMarked(block)).map((block) => `README.md:${block.line}`);
    expect(unmarked, 'API examples without a sandbox-run / sandbox-skip mark').toEqual([]);
  });

  it('runs the curl examples, each answered with a success envelope, and the playlist task completes', async () => {
    const shell = blocks.filter((block) => isRunnable(block) && (block.lang === 'sh' || block.lang === 'bash'));
    expect(shell.length).toBeGreaterThanOrEqual(2);
    const log = path.join(dir, 'answers.log');
    // curl keeps its output for the pipes the examples use, and each answer is recorded too.
    const prelude = `set -euo pipefail\ncurl() { local out; out=$(command curl -sS "$@"); printf '%s\\n' "$out" >> ${JSON.stringify(log)}; printf '%s' "$out"; }\n`;
    const script = prelude + shell.map((block) => localise(block.code)).join('\n');
    await run('bash', ['-c', script], { cwd: dir, timeout: 60_000 });

    const answers = (await readFile(log, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Envelope);
    expect(answers.length).toBeGreaterThanOrEqual(5);
    for (const answer of answers) {
      expect(answer, JSON.stringify(answer)).toMatchObject({ data: expect.anything() });
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(300);
    }
    const taskId = answers.find((answer) => answer.data?.task_id !== undefined)?.data?.task_id;
    expect(taskId).toBeDefined();
    const settled = await vi.waitFor(
      async () => {
        const answer = (await (await fetch(`${server.url}/v1/task/${taskId}`, { headers: { 'x-segue-public-key': publicKey } })).json()) as Envelope;
        if (answer.data?.status === 'pending') throw new Error('still pending');
        return answer;
      },
      { timeout: 60_000, interval: 500 },
    );
    expect(settled.data?.status).toBe('completed');
  }, 150_000);

  it('runs the TypeScript client examples on the workspace client', async () => {
    const programs = blocks.filter((block) => isRunnable(block) && (block.lang === 'ts' || block.lang === 'typescript'));
    expect(programs.length).toBeGreaterThanOrEqual(1);
    const client = path.join(ROOT, 'packages/client/src/index.ts');
    for (const [i, block] of programs.entries()) {
      const file = path.join(dir, `example-${i}.mts`);
      await writeFile(file, localise(block.code).replaceAll("'@segue/client'", JSON.stringify(client)));
      const { stdout } = await run(process.execPath, ['--import', 'tsx', file], {
        cwd: ROOT,
        env: { ...process.env, SEGUE_PUBLIC_KEY: publicKey },
        timeout: 120_000,
      });
      expect(stdout, `README.md:${block.line}`).not.toMatch(/undefined/);
    }
  }, 150_000);
});
