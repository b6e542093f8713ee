import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/support/server-process';
import { configure, getStorage, startExtensionEnv, type ExtensionEnv } from './support/extension-env';

/** `pnpm segue …` against the running sandbox server's data directory. */
function segue(env: ExtensionEnv, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/cli/main.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', SEGUE_DATA_DIR: env.sandbox.dataDir },
    encoding: 'utf8',
  });
}

describe('a linked sandbox account: a playlist converted into the library', () => {
  let env: ExtensionEnv;
  beforeAll(async () => {
    env = await startExtensionEnv();
    await configure(env);
    // The linking flow ends on the extension's own page, which the app must allow.
    segue(env, 'apps', 'redirect-urls', 'add', env.sandbox.sandbox.app.id, env.browser.url('connected.html'));
  });
  afterAll(async () => {
    await env?.close();
  });

  it('links a Deezer account through the server and keeps the token in extension storage', async () => {
    const page = await env.browser.context.newPage();
    await page.goto(env.browser.url('options.html'));
    await page.locator('li[data-platform=deezer]').getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL(/connected\.html/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('linked').textContent(), { timeout: 15_000 }).toMatch(/^Deezer linked/);
    expect(page.url()).not.toContain('token=');
    const linking = await getStorage<{ token: string; platforms: Record<string, unknown> }>(env.browser.worker, 'linking');
    expect(linking?.token.split('.')).toHaveLength(3);
    expect(Object.keys(linking?.platforms ?? {})).toEqual(['deezer']);

    await page.goto(env.browser.url('options.html'));
    expect(await page.locator('li[data-platform=deezer]').textContent()).toContain('Linked as');
    await page.close();
  });

  it('adds a converted Spotify playlist to the linked Deezer library', async () => {
    const playlist = env.truth.playlists.find((p) => p.platform === 'spotify' && p.recording_ids.length >= 5)!;
    const page = await env.browser.context.newPage();
    await page.goto(env.browser.url(`popup.html?url=${encodeURIComponent(playlist.url)}`));
    await page.selectOption('select[aria-label="Target platform"]', 'deezer');
    await page.getByRole('button', { name: 'Add to my Deezer library' }).click();
    await page.getByTestId('added').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('added').textContent()).toContain('Added to your Deezer library');

    // The library, read with the app's private key (the test's, never the extension's).
    const { userId } = (await getStorage<{ userId: string }>(env.browser.worker, 'linking'))!;
    const response = await fetch(`${env.sandbox.sandbox.base_url}/v1/account/${userId}/deezer/playlists`, {
      headers: { 'x-segue-key': env.sandbox.sandbox.app.private_key },
    });
    const body = (await response.json()) as { data: { payload: { title: string }[] } };
    expect(body.data.payload.map((p) => p.title)).toContain(playlist.title);
    await page.close();
  });
});
