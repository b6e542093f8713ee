import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateFile } from '../runtime/write-file-once';

/**
 * The key secrets are sealed with: `SEGUE_SECRET_KEY` when set, else a key generated once into
 * `$SEGUE_DATA_DIR/secret.key` (mode 0600) and read back on every later start. Losing that file
 * makes every stored secret unreadable, which is why production requires the variable.
 */
export async function loadSecretKey(configured: Buffer | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  const text = await readOrCreateFile(file, () => `${randomBytes(32).toString('base64')}\n`);
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}
