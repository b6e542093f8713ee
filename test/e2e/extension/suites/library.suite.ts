import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import { configure, getStorage, linkFromOptions, resetExtension, setStorage, type ExtensionEnv } from '../support/extension-env';
import { segueCli } from '../support/segue-cli';

interface Library {
  payload: { title: string; url: string }[];
}

/** The linked user's Deezer library, read with the app's private key (the test's, never the extension's). */
async function deezerLibrary(env: ExtensionEnv): Promise<Library['payload']> {
  const accounts = await getStorage<Record<string, { userId: string }>>(env.browser.worker, 'linked-accounts');
  const response = await fetch(`${env.sandbox.sandbox.base_url}/v1/account/${accounts!.deezer!.userId}/deezer/playlists`, {
    headers: { 'x-segue-key': env.sandbox.sandbox.app.private_key },
  });
  return ((await response.json()) as { data: Library }).data.payload;
}

/** Linking in the browser's own sign-in window, and adding playlists to the linked library, once. */
export function librarySuite(shared: { env: ExtensionEnv }): void {
  describe('linked accounts: linking in the web-auth window, adding a playlist once', () => {
    let env: ExtensionEnv;
    beforeAll(async () => {
      env = shared.env;
      await resetExtension(env);
    });

    it('an app that has not turned extension linking on says so before anyone presses Connect', async () => {
      const created = JSON.parse(segueCli(env.sandbox.dataDir, 'apps', 'create', '--name', 'No extension', '--json')) as { public_key: string };
      await configure(env, { publicKey: created.public_key });
      const page = await env.browser.context.newPage();
      await page.goto(env.browser.url('options.html'));
      await expect.poll(() => page.locator('[data-notice=setup]').textContent()).toContain('This app does not let the extension link accounts');
      expect(await page.locator('li[data-platform=deezer]').getByRole('button', { name: 'Connect' }).isDisabled()).toBe(true);
      await page.close();
      await configure(env);
    });

    it('links Deezer and TIDAL through the server, with no redirect URL set up by the app, one token per platform', async () => {
      const options = await env.browser.context.newPage();
      await options.goto(env.browser.url('options.html'));
      await linkFromOptions(env, options, 'deezer', 'Deezer');
      await linkFromOptions(env, options, 'tidal', 'TIDAL');
      const accounts = await getStorage<Record<string, { token: string }>>(env.browser.worker, 'linked-accounts');
      expect(Object.keys(accounts ?? {}).sort()).toEqual(['deezer', 'tidal']);
      expect(accounts!.deezer!.token.split('.')).toHaveLength(3);
      // The app lets the Segue extension link, whose Chrome id its manifest key fixes: no browser's redirect URL is listed.
      const app = JSON.parse(segueCli(env.sandbox.dataDir, 'apps', 'show', env.sandbox.sandbox.app.id, '--json')) as { redirect_urls: string[]; extension_linking: boolean; extension_ids: string[] };
      expect(app.extension_linking).toBe(true);
      expect(app.extension_ids).toContain(new URL(env.browser.url('options.html')).host);
      expect(app.redirect_urls.some((url) => url.includes('chromiumapp.org') || url.startsWith('chrome-extension:'))).toBe(false);
      await options.reload();
      expect(await options.locator('li[data-platform=deezer]').textContent()).toContain('Linked as');
      await options.screenshot({ path: path.join(SCREENSHOTS_DIR, 'options-linked.png'), fullPage: true });
      await options.close();
    });

    it('links Spotify, Apple Music and YouTube Music too: every platform the server links', async () => {
      const options = await env.browser.context.newPage();
      await options.goto(env.browser.url('options.html'));
      await linkFromOptions(env, options, 'spotify', 'Spotify');
      await linkFromOptions(env, options, 'applemusic', 'Apple Music');
      await linkFromOptions(env, options, 'ytmusic', 'YouTube Music');
      const accounts = await getStorage<Record<string, { token: string }>>(env.browser.worker, 'linked-accounts');
      expect(Object.keys(accounts ?? {}).sort()).toEqual(['applemusic', 'deezer', 'spotify', 'tidal', 'ytmusic']);
      await options.close();
    });

    it('adds a playlist to the linked Deezer library once: disabled while it runs, "Added — Open in Deezer", and "Already added" after', async () => {
      const playlist = env.truth.playlists.find((p) => p.platform === 'spotify' && p.recording_ids.length >= 5);
      if (!playlist) throw new Error('no Spotify playlist of 5 tracks or more in the sandbox');
      const copies = async () => (await deezerLibrary(env)).filter((p) => p.title === playlist.title);
      expect(await copies()).toHaveLength(0);

      const page = await env.browser.context.newPage();
      await page.setViewportSize({ width: 380, height: 640 });
      await page.goto(env.browser.url(`popup.html?url=${encodeURIComponent(playlist.url)}`));
      const add = page.getByTestId('add-to-library');
      // Two quick presses: the second meets a disabled button.
      await add.click({ clickCount: 2 });
      const added = page.getByTestId('added');
      await added.waitFor({ timeout: 120_000 });
      expect(await added.textContent()).toBe('Added — Open in Deezer');
      const [made] = await copies();
      expect(await copies()).toHaveLength(1);
      expect(await added.getByRole('link', { name: 'Open in Deezer' }).getAttribute('href')).toBe(made!.url);
      expect(await page.getByTestId('converted').count()).toBe(1);
      await page.locator('main.popup').screenshot({ path: path.join(SCREENSHOTS_DIR, 'popup-playlist.png') });

      // The browser forgets it: the server's Idempotency-Key answers the same playlist again.
      await setStorage(env.browser.worker, 'library-additions', {});
      await page.reload();
      await page.getByTestId('add-to-library').click();
      await expect.poll(() => page.getByTestId('added').textContent().catch(() => ''), { timeout: 30_000 }).toBe('Already added — Open in Deezer');
      expect(await page.getByTestId('added').getByRole('link').getAttribute('href')).toBe(made!.url);
      expect(await copies()).toHaveLength(1);
      await page.close();

      // The page button now goes to that playlist, on Deezer.
      const spotifyPage = await env.browser.context.newPage();
      await spotifyPage.goto(playlist.url);
      const opened = env.browser.context.waitForEvent('page', { timeout: 30_000 });
      await spotifyPage.locator('segue-page-ui').getByRole('button', { name: 'Open in Deezer' }).click();
      const deezerPage = await opened;
      await deezerPage.waitForURL(made!.url);
      await Promise.all([spotifyPage.close(), deezerPage.close()]);
    });

    it('the page button on a playlist not added opens its results, converting it, and writes to no library', async () => {
      const playlists = env.truth.playlists.filter((p) => p.platform === 'spotify' && p.recording_ids.length >= 5);
      const playlist = playlists[1];
      if (!playlist) throw new Error('fewer than two Spotify playlists of 5 tracks or more in the sandbox');
      const before = (await deezerLibrary(env)).length;
      const page = await env.browser.context.newPage();
      await page.goto(playlist.url);
      const opened = env.browser.context.waitForEvent('page', { timeout: 30_000 });
      await page.locator('segue-page-ui').getByRole('button', { name: 'Open in Deezer' }).click();
      const results = await opened;
      await results.waitForURL(/popup\.html\?url=.+&target=deezer&view=tab/);
      await expect.poll(() => page.locator('segue-page-ui').getByRole('status').locator('span').textContent()).toBe(
        'Converting this playlist to Deezer: its tracks show in the new tab as they are found.',
      );
      await results.getByTestId('converted').waitFor({ timeout: 120_000 });
      expect(await results.getByTestId('playlist-header').locator('h1').textContent()).toBe(playlist.title);
      expect(await results.getByTestId('add-to-library').textContent()).toBe('Add to my Deezer library');
      await results.screenshot({ path: path.join(SCREENSHOTS_DIR, 'playlist-results-tab.png'), fullPage: true });
      expect((await deezerLibrary(env)).length).toBe(before);
      await Promise.all([page.close(), results.close()]);
    });

    it('a converted playlist’s share page: the extension shows "Add to my Deezer library" there and adds it once', async () => {
      const playlist = env.truth.playlists.filter((p) => p.platform === 'spotify' && p.recording_ids.length >= 5)[2];
      if (!playlist) throw new Error('fewer than three Spotify playlists of 5 tracks or more in the sandbox');
      const { base_url: server, app } = env.sandbox.sandbox;
      const api = (pathname: string, init: RequestInit = {}) =>
        fetch(`${server}${pathname}`, { ...init, headers: { 'content-type': 'application/json', 'x-segue-public-key': app.public_key } });
      const started = await api('/v1/entity/convert', { method: 'POST', body: JSON.stringify({ url: playlist.url, target_platform: 'deezer' }) });
      const taskId = ((await started.json()) as { data: { task_id: string } }).data.task_id;
      let shareUrl = '';
      await expect
        .poll(
          async () => {
            const task = ((await (await api(`/v1/task/${taskId}`)).json()) as { data: { status: string; payload?: { meta: { share_url: string } } } }).data;
            shareUrl = task.payload?.meta.share_url ?? '';
            return task.status;
          },
          { timeout: 120_000, interval: 1_000 },
        )
        .toBe('completed');
      const before = (await deezerLibrary(env)).filter((p) => p.title === playlist.title);
      expect(before).toHaveLength(0);

      // Without the extension the link stays hidden; with it (the script the background registered
      // on the configured server) the page is marked and the link shows.
      const page = await env.browser.context.newPage();
      await page.goto(`${shareUrl}/deezer`);
      // The page alone: the link is there, hidden, until the extension marks the page.
      expect(await page.locator('a.add[data-segue-add-playlist]').count()).toBe(1);
      await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-segue-extension')), { timeout: 15_000 }).toBe(true);
      const add = page.locator('a.add[data-segue-add-playlist]');
      expect(await add.isVisible()).toBe(true);
      expect(await add.textContent()).toBe('Add to my Deezer library');
      await add.click();
      await expect.poll(() => add.textContent(), { timeout: 120_000 }).toBe('Open in Deezer');
      expect(await page.locator('.add-status').textContent()).toBe('Added to your Deezer library.');
      const made = (await deezerLibrary(env)).filter((p) => p.title === playlist.title);
      expect(made).toHaveLength(1);
      expect(await add.getAttribute('href')).toBe(made[0]!.url);
      await page.setViewportSize({ width: 390, height: 640 });
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'share-page-extension.png') });

      // Opened again, the page knows the playlist is there: nothing more is sent or made.
      await page.reload();
      await expect.poll(() => add.textContent(), { timeout: 15_000 }).toBe('Open in Deezer');
      expect(await page.locator('.add-status').textContent()).toBe('Already in your Deezer library.');
      expect((await deezerLibrary(env)).filter((p) => p.title === playlist.title)).toHaveLength(1);
      await page.close();
    }, 180_000);
  });
}
