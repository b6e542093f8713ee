import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const ROOT = path.resolve(path.dirname(MAIN), '../..');

describe('pnpm start with bad configuration', () => {
  it('stops with one readable line naming the variable and exit code 1', async () => {
    const failure = await promisify(execFile)(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', SEGUE_PUBLIC_URL: 'x' },
    }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stdout: string; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toBe('segue: SEGUE_PUBLIC_URL must be an http(s) URL, got "x"\n');
    expect(failure?.stdout).toBe('');
  });
});
