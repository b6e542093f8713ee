import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { hasEmbeddedDatabase } from '../../db/has-embedded-database';
import { loadConfig } from '../../config';
import { runCommand, type Cli, type OutputOptions } from '../run-command';

/**
 * `segue init`: creates the embedded database in SEGUE_DATA_DIR (the server's first start does
 * the same) and says where it is. Every other command refuses to create one, so that a command
 * run from the wrong directory says so instead of showing an empty database.
 */
export function initCommand(program: Command, cli: Cli): void {
  program
    .command('init')
    .description('create the embedded database in SEGUE_DATA_DIR (default ./.segue), as the server does on its first start, and say where it is')
    .option('--json', 'print JSON: {data_dir, database, created}')
    .action(async (options: OutputOptions) => {
      // Read before boot creates it; a bad configuration is reported by runCommand.
      let existed = false;
      try {
        const config = loadConfig(cli.env);
        existed = config.databaseUrl !== undefined || (await hasEmbeddedDatabase(config.dataDir));
      } catch {
        // runCommand reports it.
      }
      await runCommand(
        cli,
        options,
        async ({ config }, print) => {
          // Where the cluster is, following `pg` when it links to a place the postgres user can reach (cluster-dir.ts).
          const inside = path.join(config.dataDir, 'pg');
          const database = config.databaseUrl ? 'external (SEGUE_DATABASE_URL)' : await realpath(inside).catch(() => inside);
          print(
            () =>
              config.databaseUrl
                ? 'SEGUE_DATABASE_URL is set: the external database is ready (migrations run)'
                : `${existed ? 'The database already exists' : 'Created a new database'} in ${config.dataDir} (embedded PostgreSQL in ${database})`,
            () => ({ data_dir: config.dataDir, database, created: !existed }),
          );
        },
        { create: true },
      );
    });
}
