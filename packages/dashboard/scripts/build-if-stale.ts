/**
 * `pnpm --filter @segue/dashboard build:if-stale`: runs `vite build` only when dist/index.html
 * is missing or older than any source file, so a start command can call it every time and pay
 * for a build only after the dashboard changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'index.html');

function newest(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((name) => path.join(root, name)).filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;

if (stale) {
  process.stdout.write('segue: building the dashboard (packages/dashboard/dist)\n');
  const result = spawnSync('vite', ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  process.exit(result.status ?? 1);
}
