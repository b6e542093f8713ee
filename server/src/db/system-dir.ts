import { chmod, lstat, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where embedded PostgreSQL's binaries and clusters go when Segue runs as root from a directory
 * the `postgres` user cannot enter (root's home, a `mktemp -d` folder): the usual place for a
 * service's lasting state, owned by root, which the postgres user can enter but not list.
 * Not /tmp or /var/tmp: those are emptied at boot or after some days unused, data included.
 */
export const SYSTEM_DIR = '/var/lib/segue';

/**
 * Creates (or checks) `dir`, SYSTEM_DIR or a folder below it, and the folders between, each owned
 * by root and writable by root only (`dir` with `mode`, the others 0711), refusing one that
 * another user could have planted or could write to.
 */
export async function ensureSystemDir(dir: string, mode = 0o711): Promise<void> {
  const relative = path.relative(SYSTEM_DIR, dir);
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`${dir} is not under ${SYSTEM_DIR}`);
  const chain = [SYSTEM_DIR];
  for (const part of relative.split(path.sep).filter(Boolean)) chain.push(path.join(chain.at(-1)!, part));
  for (const each of chain) {
    const wanted = each === dir ? mode : 0o711;
    await mkdir(each, { mode: wanted }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    const info = await lstat(each);
    if (!info.isDirectory() || info.uid !== 0 || (info.mode & 0o022) !== 0) {
      throw new Error(`${each} must be a directory owned by root and writable by root only: check what it is, or remove it`);
    }
    // mkdir's mode is cut by the umask.
    if ((info.mode & 0o777) !== wanted) await chmod(each, wanted);
  }
}
