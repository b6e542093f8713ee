import { createHash } from 'node:crypto';
import { chmod, chown, lstat, mkdir, readlink, realpath, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { firstClosedDirectory } from './postgres-can-reach';
import { postgresUser } from './postgres-user';
import { ensureSystemDir, SYSTEM_DIR } from './system-dir';

/** Clusters placed outside their data directory, one folder per data directory. */
export const CLUSTERS_DIR = path.join(SYSTEM_DIR, 'clusters');

async function kindOf(file: string): Promise<'missing' | 'link' | 'directory' | 'other'> {
  try {
    const info = await lstat(file);
    if (info.isSymbolicLink()) return 'link';
    return info.isDirectory() ? 'directory' : 'other';
  } catch {
    return 'missing';
  }
}

/**
 * The directory embedded PostgreSQL keeps the cluster of `dataDir` in: `dataDir/pg`.
 *
 * As root, PostgreSQL runs as the `postgres` user, which must enter every directory down to the
 * cluster. When it cannot reach `dataDir` (a clone in root's home or in a `mktemp -d` folder),
 * the cluster is made in CLUSTERS_DIR/<hash of the data directory's path> instead, and `dataDir/pg`
 * is a symbolic link to it: the data stays tied to its data directory and lasts across restarts,
 * with nothing opened up in the directories above it. Deleting the data directory abandons that
 * cluster, as it deletes a cluster kept inside; the next cluster made for the same path replaces it.
 * Call it while holding the data directory's lock.
 */
export async function clusterDir(dataDir: string): Promise<string> {
  const inside = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const user = await postgresUser();
  if (!user) return inside;
  const kind = await kindOf(inside);
  if (kind === 'link') {
    const target = await realpath(inside).catch(() => undefined);
    if (target === undefined) throw new Error(`${inside} links to ${await readlink(inside)}, which does not exist: remove the link to start a new database`);
    return target;
  }
  // The data directory itself is opened for traversal only (0711: listing stays closed; a
  // `mktemp -d` directory is 0700), which is enough when everything above it is open.
  const info = await stat(dataDir);
  if ((info.mode & 0o011) !== 0o011) await chmod(dataDir, (info.mode & 0o7777) | 0o011);
  const closed = await firstClosedDirectory(dataDir, user);
  if (closed === undefined) return inside;
  if (kind !== 'missing') {
    throw new Error(
      `embedded PostgreSQL runs as the "postgres" user, which cannot enter ${closed} to reach the database in ${inside}: ` +
        `run \`chmod o+x ${closed}\`, or move ${inside} to a directory it can reach and leave a symbolic link in its place`,
    );
  }
  const key = createHash('sha256').update(await realpath(dataDir)).digest('hex').slice(0, 16);
  const outside = path.join(CLUSTERS_DIR, key);
  await ensureSystemDir(CLUSTERS_DIR);
  // Left by a data directory at this same path that was deleted since: its password went with it.
  await rm(outside, { recursive: true, force: true });
  await mkdir(outside, { mode: 0o700 });
  await chown(outside, user.uid, user.gid);
  // For whoever looks in CLUSTERS_DIR: which data directory each cluster belongs to.
  await writeFile(`${outside}.data-dir`, `${await realpath(dataDir)}\n`, { mode: 0o644 });
  await symlink(outside, inside);
  return outside;
}
