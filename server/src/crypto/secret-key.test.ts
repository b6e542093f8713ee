import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecretKey } from './secret-key';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-key-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadSecretKey', () => {
  it('uses the configured key and writes nothing', async () => {
    const key = Buffer.alloc(32, 1);
    expect(await loadSecretKey(key, dir)).toBe(key);
    await expect(stat(path.join(dir, 'secret.key'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('generates one key into the data dir (0600) and reads the same one back, even when asked concurrently', async () => {
    const keys = await Promise.all([loadSecretKey(undefined, dir), loadSecretKey(undefined, dir), loadSecretKey(undefined, dir)]);
    expect(keys[0]).toHaveLength(32);
    expect(keys.every((key) => key.equals(keys[0]!))).toBe(true);
    const file = path.join(dir, 'secret.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64').equals(keys[0]!)).toBe(true);
    expect((await loadSecretKey(undefined, dir)).equals(keys[0]!)).toBe(true);
  });
});
