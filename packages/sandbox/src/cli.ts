#!/usr/bin/env -S npx tsx
/** The package's own `segue-sandbox`: the simulators without Segue's setting names (`pnpm sandbox` has them). */
import { runSandboxCli } from './run-cli';

runSandboxCli(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
