import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Returns the content of `file`, creating it with `create()` first when it does not exist.
 * The content is written aside and hard-linked into place: link() fails when the file exists,
 * so processes starting together agree on one content and none reads a half-written file.
 */
export async function readOrCreateFile(file: string, create: () => string, mode = 0o600): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, create(), { mode });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return readFile(file, 'utf8');
}
