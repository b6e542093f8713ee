import type { Config } from '../config';
import { loadSecretKey } from '../crypto/secret-key';
import { createSecretBox } from '../crypto/secret-box';
import { openDatabase, type Database } from '../db/open-database';
import type { Logger } from '../runtime/logger';
import { createAdminServices, type AdminServices } from './create-admin-services';

/** What `bootAdmin` gives: `boot`'s runtime with the administration services only. */
export interface AdminRuntime {
  config: Config;
  database: Database;
  services: AdminServices;
  /** Stops hearing changes, closes the pool and stops embedded PostgreSQL if this process started it. */
  close(): Promise<void>;
}

/**
 * `boot` for the CLI's administration commands: the same database, migrations and key, and the
 * services of `createAdminServices` only, so a command loads and builds nothing it does not use.
 */
export async function bootAdmin(config: Config, log: Logger): Promise<AdminRuntime> {
  const key = await loadSecretKey(config.secretKey, config.dataDir);
  const database = await openDatabase(config, log);
  const services = createAdminServices({ pool: database.pool, box: createSecretBox(key), trustProxy: config.trustProxy !== false });
  // Before any change: the app services wait until every listening process has heard theirs.
  await services.changes.start();
  const close = async () => {
    await services.changes.close();
    await database.close();
  };
  return { config, database, services, close };
}
