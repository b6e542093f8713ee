import type { Config } from '../config';
import { loadSecretKey } from '../crypto/secret-key';
import { createSecretBox } from '../crypto/secret-box';
import { openDatabase, type Database } from '../db/open-database';
import { createServices, type Services } from './create-services';
import type { Logger } from '../runtime/logger';

export interface Runtime {
  config: Config;
  database: Database;
  services: Services;
  log: Logger;
  /** Closes the pool and stops embedded PostgreSQL if this process started it. */
  close(): Promise<void>;
}

/** Everything a Segue process needs before it serves: database, migrations, key, services. */
export async function boot(config: Config, log: Logger): Promise<Runtime> {
  const key = await loadSecretKey(config.secretKey, config.dataDir);
  const database = await openDatabase(config, log);
  const services = createServices(database.pool, createSecretBox(key), { platformUrls: config.platformUrls, publicUrl: config.publicUrl });
  const close = async () => {
    await services.conversion.close();
    await database.close();
  };
  return { config, database, services, log, close };
}
