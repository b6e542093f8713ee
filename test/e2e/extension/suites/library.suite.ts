import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFlowBrowser } from '../../../../server/test/support/linking/flow-browser';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import { getStorage, resetExtension, type ExtensionEnv } from '../support/extension-env';

/**
 * Runs the server's linking flow for `platform` as a browser would (the sandbox's OAuth screens
 * approve on a plain GET), ending on the sandbox app's own redirect URL, and returns the token.
 */
async function linkThroughServer(env: ExtensionEnv, platform: string): Promise<string> {
  const { base_url, app } = env.sandbox.sandbox;
  const connect = new URL(`${base_url}/v1/${platform}/connect`);
  connect.searchParams.set('redirect_url', app.redirect_url);
  const started = await fetch(connect, { headers: { 'x-segue-public-key': app.public_key } });
  const { data } = (await started.json()) as { data: { url: string } };
  const browser = createFlowBrowser();
  const { response } = await browser.follow(await browser.start(data.url));
  const body = (await response.json()) as { data: { query: { token?: string } } };
  if (!body.data.query.token) throw new Error(`the ${platform} linking flow ended without a token`);
  return body.data.query.token;
}

/** A linked sandbox account: a playlist converted into the library. */
export function librarySuite(shared: { env: ExtensionEnv }): void {
  describe('a linked sandbox account: a playlist converted into the library', () => {
    let env: ExtensionEnv;
    beforeAll(async () => {
      env = shared.env;
      await resetExtension(env);

    });

    it('keeps the token of a real linking flow, handed to its landing page by a redirect', async () => {
      // The server's flow ends on the sandbox app's http redirect URL (it does not yet redirect to
      // extension pages); the last hop, to the extension's page, is the browser's, as it would be.
      const token = await linkThroughServer(env, 'deezer');
      const page = await env.browser.context.newPage();
      await page.goto('https://blog.example/');
      await page.evaluate((target) => location.assign(target), env.browser.url(`connected.html?token=${token}`));
      await expect.poll(() => page.getByTestId('linked').textContent().catch(() => '')).toMatch(/^Deezer linked/);
      const linking = await getStorage<{ token: string; platforms: Record<string, unknown> }>(env.browser.worker, 'linking');
      expect(linking?.token).toBe(token);
      expect(Object.keys(linking?.platforms ?? {})).toEqual(['deezer']);
      await page.close();
    });

    it('adds a converted Spotify playlist to the linked Deezer library', async () => {
      const playlist = env.truth.playlists.find((p) => p.platform === 'spotify' && p.recording_ids.length >= 5);
      if (!playlist) throw new Error('no Spotify playlist of 5 tracks or more in the sandbox');
      const page = await env.browser.context.newPage();
      await page.setViewportSize({ width: 380, height: 560 });
      await page.goto(env.browser.url(`popup.html?url=${encodeURIComponent(playlist.url)}`));
      await page.selectOption('select[aria-label="Target platform"]', 'deezer');
      await page.getByRole('button', { name: 'Add to my Deezer library' }).click();
      await page.getByTestId('added').waitFor({ timeout: 120_000 });
      expect(await page.getByTestId('added').textContent()).toContain('Added to your Deezer library');
      await page.locator('main.popup').screenshot({ path: path.join(SCREENSHOTS_DIR, 'popup-playlist.png') });

      // The library, read with the app's private key (the test's, never the extension's).
      const { userId } = (await getStorage<{ userId: string }>(env.browser.worker, 'linking'))!;
      const response = await fetch(`${env.sandbox.sandbox.base_url}/v1/account/${userId}/deezer/playlists`, {
        headers: { 'x-segue-key': env.sandbox.sandbox.app.private_key },
      });
      const body = (await response.json()) as { data: { payload: { title: string }[] } };
      expect(body.data.payload.map((p) => p.title)).toContain(playlist.title);
      await page.close();
    });

    it('the page button on a playlist page adds it to the linked library in the background', async () => {
      const playlists = env.truth.playlists.filter((p) => p.platform === 'spotify' && p.recording_ids.length >= 5);
      const playlist = playlists[1];
      if (!playlist) throw new Error('fewer than two Spotify playlists of 5 tracks or more in the sandbox');
      const page = await env.browser.context.newPage();
      await page.goto(playlist.url);
      await page.locator('segue-page-ui').getByRole('button', { name: 'Open in Deezer' }).click();
      await expect
        .poll(() => page.locator('segue-page-ui').getByRole('status').textContent())
        .toBe('Adding this playlist to your Deezer library: open Segue to follow it.');
      // The background follows the job (extension/utils/playlist-jobs.ts keys it by entity and target).
      const jobKey = `spotify:playlist:${new URL(playlist.url).pathname.split('/').pop()}>deezer+library`;
      const jobState = async () => (await getStorage<Record<string, { state: string }>>(env.browser.worker, 'playlist-jobs'))?.[jobKey]?.state;
      await expect.poll(jobState, { timeout: 60_000 }).toBe('completed');
      const { userId } = (await getStorage<{ userId: string }>(env.browser.worker, 'linking'))!;
      const response = await fetch(`${env.sandbox.sandbox.base_url}/v1/account/${userId}/deezer/playlists`, {
        headers: { 'x-segue-key': env.sandbox.sandbox.app.private_key },
      });
      const body = (await response.json()) as { data: { payload: { title: string }[] } };
      expect(body.data.payload.map((p) => p.title)).toContain(playlist.title);
      await page.close();
    });
  });
}
