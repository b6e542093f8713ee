import { stat } from 'node:fs/promises';
import path from 'node:path';

/** True when `dataDir` holds an initialised embedded PostgreSQL cluster (`pg/`, or where its link points). */
export async function hasEmbeddedDatabase(dataDir: string): Promise<boolean> {
  return stat(path.join(dataDir, 'pg', 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}
