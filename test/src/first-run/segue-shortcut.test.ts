import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process';

describe('./segue, the CLI without pnpm', () => {
  it('runs the compiled CLI from the clone, as `pnpm segue` does', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'segue-shortcut-'));
    try {
      const help = spawnSync(path.join(ROOT, 'segue'), ['--help'], { cwd: ROOT, env: { ...process.env, SEGUE_DATA_DIR: dir }, encoding: 'utf8' });
      expect(help.status, help.stderr).toBe(0);
      expect(help.stdout).toMatch(/orgs/);
      expect(help.stdout).toMatch(/apps/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
