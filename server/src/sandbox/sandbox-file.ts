import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** `$SEGUE_DATA_DIR/sandbox.json`, in the shape docs/sandbox.md describes. */
export interface SandboxFile {
  base_url: string;
  app: { id: string; public_key: string; private_key: string; deezer_state: string; redirect_url: string };
  /** Per platform, `<host>_url` of each simulator host: `{"spotify": {"api_url", "accounts_url"}}`. */
  platforms: Record<string, Record<string, string>>;
  catalog_url: string;
  /**
   * A sandbox listener linked to the sandbox app at start (`link-sandbox-listener.ts`): their
   * Segue user id for add-playlist and the library routes, and the platforms linked.
   */
  listener?: { user_id: string; email: string; platforms: string[] };
}

export const sandboxFilePath = (dataDir: string) => path.join(dataDir, 'sandbox.json');

/** The sandbox's hosts of every platform as `<name>_url` (`api_url`, `accounts_url`, ...). */
export function platformsSection(urls: Record<string, Record<string, string>>): SandboxFile['platforms'] {
  return Object.fromEntries(
    Object.entries(urls).map(([platform, hosts]) => [
      platform,
      Object.fromEntries(Object.entries(hosts).map(([name, url]) => [`${name}_url`, url.replace(/\/+$/, '')])),
    ]),
  );
}

export async function readSandboxFile(dataDir: string): Promise<SandboxFile | undefined> {
  try {
    return JSON.parse(await readFile(sandboxFilePath(dataDir), 'utf8')) as SandboxFile;
  } catch {
    return undefined;
  }
}

/** Written aside and renamed, so a reader never sees half a file; 0600 since it holds the private key. */
export async function writeSandboxFile(dataDir: string, content: SandboxFile): Promise<string> {
  const file = sandboxFilePath(dataDir);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  await rename(draft, file);
  return file;
}
