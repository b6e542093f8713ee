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
    // Segue's start page explains the link and sets the flow's cookie in this browser.
    await page.waitForURL(/\/v1\/auth\/deezer\/start/, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Continue to Deezer' }).click();
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

  it("adds a second platform to the same user through a URL the app's backend asked for", async () => {
    const { base_url, app } = env.sandbox.sandbox;
    const before = await getStorage<{ token: string; userId: string }>(env.browser.worker, 'linking');
    const issued = await fetch(`${base_url}/v1/spotify/connect`, {
      method: 'POST',
      headers: { 'x-segue-key': app.private_key, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: before?.userId, redirect_url: env.browser.url('connected.html') }),
    });
    expect(issued.status).toBe(200);
    const { data } = (await issued.json()) as { data: { url: string } };
    const page = await env.browser.context.newPage();
    await page.goto(data.url);
    await expect.poll(() => page.textContent('body')).toMatch(/adds Spotify to the .+ account/);
    await page.getByRole('link', { name: 'Continue to Spotify' }).click();
    await page.waitForURL(/connected\.html/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('linked').textContent(), { timeout: 15_000 }).toMatch(/^Spotify linked/);
    const linking = await getStorage<{ userId: string; platforms: Record<string, unknown> }>(env.browser.worker, 'linking');
    expect(linking?.userId).toBe(before?.userId);
    expect(Object.keys(linking?.platforms ?? {}).sort()).toEqual(['deezer', 'spotify']);
    await page.close();
  });
});
