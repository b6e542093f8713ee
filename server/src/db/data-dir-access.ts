import { chmod, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to traverse every
 * directory down to `pg/`. The data directory itself is opened for traversal (0711: listing
 * stays closed; a `mkdtemp` directory is 0700); a closed ancestor (such as /root) is reported
 * with the fix rather than changed behind the user's back.
 */
export async function allowPostgresUserIn(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const info = await stat(dataDir);
  if ((info.mode & 0o011) !== 0o011) await chmod(dataDir, info.mode | 0o011);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `embedded PostgreSQL runs as the "postgres" user, which cannot enter ${dir}: run \`chmod o+x ${dir}\` or set SEGUE_DATA_DIR to a directory outside it`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}
