import { execFileSync } from 'node:child_process';
import { CLI_BIN, ROOT } from '../../../src/support/server-process';

/** `pnpm segue …` against a running server's data directory; returns what it prints. */
export function segueCli(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, [CLI_BIN, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', SEGUE_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}
