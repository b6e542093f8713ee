import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process';
import { startCommand, type StartedCommand } from './start-command';

let dir: string;
let started: StartedCommand;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-pnpm-start-'));
  // As a newcomer runs it, README first: `pnpm start`, in its own process group as a terminal's
  // foreground job is (pnpm, its shell, node and the dashboard's build step).
  started = await startCommand(spawn('pnpm', ['start'], { cwd: ROOT, detached: true, env: { ...process.env, PORT: '0', SEGUE_DATA_DIR: dir }, stdio: ['ignore', 'pipe', 'pipe'] }));
}, 240_000);

afterAll(async () => {
  await started?.stop('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('pnpm start, as the README has a newcomer run it', () => {
  it('logs the dashboard URL beside the API and docs URLs', () => {
    expect(started.listening).toEqual({
      message: 'segue listening',
      port: expect.any(Number),
      url: started.url,
      dashboard: `${started.url}/dashboard`,
      docs: `${started.url}/docs`,
      // No SEGUE_HOST outside sandbox mode: every interface, as before.
      host: 'every interface',
      time: expect.any(String),
      level: 'info',
    });
  });

  it('answers GET / with a page that links the dashboard and docs', async () => {
    const response = await fetch(`${started.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<a href="/dashboard">');
    expect(html).toContain('<a href="/docs">');
  });

  it('ends on Ctrl-C (SIGINT to the process group) with exit code 0, no pnpm failure, and PostgreSQL stopped', async () => {
    const { code, signal, output } = await started.stop('SIGINT');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).not.toContain('ELIFECYCLE');
    expect(output).not.toContain('Command failed');
    expect(output).toContain('"message":"embedded PostgreSQL stopped"');
  });
});
