/**
 * `pnpm sandbox`: the simulators standalone (`@segue/sandbox`'s CLI), with the `SEGUE_*_URL`
 * settings Segue's processes need printed and, with `--env-out PATH`, written to PATH. Not
 * `--env-file`: Node.js 20 takes that flag for itself wherever it stands on the command line
 * (it would load PATH as the sandbox's own environment, and fail when PATH does not exist yet).
 */
import { runSandboxCli } from '@segue/sandbox';
import { sandboxEnvFile } from './sandbox-env-file';

runSandboxCli(process.argv.slice(2), { envFile: sandboxEnvFile }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
