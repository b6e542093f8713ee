import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, getStorage, startExtensionEnv, type ExtensionEnv } from './support/extension-env';
import { segueCli } from './support/segue-cli';

// The flow ends on the extension's own page (chrome-extension://<id>/connected.html), which the
// app puts on its redirect allow-list like any other redirect URL.

describe('linking from the options page, back to the extension page', () => {
  let env: ExtensionEnv;
  beforeAll(async () => {
    env = await startExtensionEnv();
    await configure(env);
    // The linking flow ends on the extension's own page, which the app must allow.
    segueCli(env.sandbox.dataDir, 'apps', 'redirect-urls', 'add', env.sandbox.sandbox.app.id, env.browser.url('connected.html'));
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
});
