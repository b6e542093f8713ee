import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PostgresUser } from './postgres-user';

/** Whether `user` may search (enter) a directory with these owner, group and mode. */
function searchable(info: { uid: number; gid: number; mode: number }, user: PostgresUser): boolean {
  if (info.uid === user.uid) return (info.mode & 0o100) !== 0;
  if (user.groups.includes(info.gid)) return (info.mode & 0o010) !== 0;
  return (info.mode & 0o001) !== 0;
}

/**
 * The first directory on the way to `target` (itself included when it is one) that `user`
 * cannot enter, or undefined when it can reach `target`. Judged by mode bits, as the kernel
 * does for a process of that user without ACLs.
 */
export async function firstClosedDirectory(target: string, user: PostgresUser): Promise<string | undefined> {
  const real = await realpath(target);
  const isDirectory = (await stat(real)).isDirectory();
  const directories: string[] = [];
  for (let dir = isDirectory ? real : path.dirname(real); ; dir = path.dirname(dir)) {
    directories.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of directories) {
    if (!searchable(await stat(dir), user)) return dir;
  }
  return undefined;
}
