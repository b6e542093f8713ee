/**
 * `segue` (`pnpm segue …`): manage organizations, apps, keys and integrations without the
 * dashboard, and check a deployment against the platforms (`segue doctor`). It calls the same
 * services and adapters as the HTTP routes, on the same database: the embedded one in
 * SEGUE_DATA_DIR (running or not) or SEGUE_DATABASE_URL.
 */
import { runCli } from './run-cli';

const code = await runCli(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr });
// Explicit exit, not process.exitCode: nothing a command leaves open (a pool, a timer) may keep the process alive.
process.exit(code);
