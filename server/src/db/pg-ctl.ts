import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { postgresBinaries } from './postgres-binaries';
import { postgresUser } from './postgres-user';

const run = promisify(execFile);

/**
 * Runs a PostgreSQL program (`pg_ctl`, `initdb`), as the `postgres` user when Segue runs as
 * root. `pg_ctl start` detaches PostgreSQL into its own session (setsid), so it belongs to no
 * Segue process: a Ctrl-C in the terminal of whichever process started it does not take it
 * down under the others.
 */
export async function runPostgresProgram(program: 'pg_ctl' | 'initdb', args: string[], env: Record<string, string> = {}): Promise<void> {
  const binary = (await postgresBinaries())[program];
  const user = await postgresUser();
  try {
    await run(binary, args, { ...(user ? { uid: user.uid, gid: user.gid } : {}), env: { ...process.env, LC_MESSAGES: 'C', ...env }, timeout: 120_000 });
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string };
    const detail = `${failure.stderr ?? ''}${failure.stdout ?? ''}`.trim().split('\n').slice(-3).join(' | ');
    const what = program === 'pg_ctl' ? `pg_ctl ${args[0] ?? ''}` : program;
    throw new Error(`${what} failed: ${detail || failure.message}`, { cause: error });
  }
}

export const pgCtl = (args: string[]): Promise<void> => runPostgresProgram('pg_ctl', args);
