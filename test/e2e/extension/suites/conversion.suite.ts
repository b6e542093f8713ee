import path from 'node:path';
import { parseMusicUrl } from '@segue/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import {
  activeTabId,
  badgeText,
  configure,
  getStorage,
  rightClick,
  spotifyAndDeezerRecording,
  resetExtension,
  type ExtensionEnv,
} from '../support/extension-env';

const SCREENSHOTS = SCREENSHOTS_DIR;
const PLATFORMS = ['applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic'] as const;

/** Conversions through the server: popup, page button, right-click, playlist progress. */
export function conversionSuite(shared: { env: ExtensionEnv }): void {
  describe('conversions through the extension, against a sandbox server', () => {
    let env: ExtensionEnv;
    beforeAll(async () => {
      env = shared.env;
      await resetExtension(env);
      await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    });

    async function openPopup(url: string): Promise<Page> {
      const page = await env.browser.context.newPage();
      await page.setViewportSize({ width: 380, height: 560 });
      await page.goto(env.browser.url(`popup.html?url=${encodeURIComponent(url)}`));
      return page;
    }

    it('popup: the track, and the same track on every other platform with open and copy', async () => {
      const recording = env.truth.recordings.find((r) => r.decoy_of === null && PLATFORMS.every((key) => r.platforms[key]))!;
      const page = await openPopup(recording.platforms.spotify!.url);
      await page.getByTestId('conversion').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('music-header').locator('h1').textContent()).toBe(recording.platforms.spotify!.title);
      for (const key of PLATFORMS.filter((k) => k !== 'spotify')) {
        const href = await page.locator(`li[data-platform=${key}] a.open`).getAttribute('href');
        // The same track, whatever link form the platform's API gives (Apple Music: song or album?i=).
        expect(parseMusicUrl(href ?? ''), key).toMatchObject({ platform: key, type: 'track', id: recording.platforms[key]!.id });
      }
      const share = await page.locator('a.share-link').getAttribute('href');
      expect(share).toMatch(new RegExp(`^${env.sandbox.sandbox.base_url}/s/[^/]+$`));

      await page.locator('img.cover').evaluate((img: HTMLImageElement) => img.decode()).catch(() => undefined);
      await page.locator('main.popup').screenshot({ path: path.join(SCREENSHOTS, 'popup.png') });
      await page.locator('li[data-platform=deezer] button.copy').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recording.platforms.deezer!.url);

      // The second look comes from the cache.
      await page.reload();
      await page.getByTestId('conversion').waitFor();
      expect(await page.getByTestId('conversion').textContent()).toContain('From Segue’s cache');
      await page.close();
    });

    it('popup: says which platforms have no match', async () => {
      const recording = env.truth.recordings.find((r) => r.decoy_of === null && r.platforms.spotify && !r.platforms.tidal);
      if (!recording) throw new Error('the sandbox catalog has every recording on TIDAL');
      const page = await openPopup(recording.platforms.spotify!.url);
      await page.getByTestId('conversion').waitFor({ timeout: 30_000 });
      expect(await page.locator('li[data-platform=tidal]').textContent()).toContain('Not found on TIDAL');
      await page.close();
    });

    it('popup: a refused key is a clear message, not a blank popup', async () => {
      await configure(env, { publicKey: '00000000-0000-4000-8000-000000000000' });
      const other = env.truth.recordings.filter((r) => r.decoy_of === null && r.platforms.deezer)[5]!;
      const page = await openPopup(other.platforms.deezer!.url);
      await expect.poll(() => page.locator('[data-notice]').getAttribute('data-notice'), { timeout: 20_000 }).toBe('bad-key');
      await page.close();
      await configure(env);
    });

    it('in-page button: opens the track on the preferred platform', async () => {
      const { spotify, deezer } = spotifyAndDeezerRecording(env.truth);
      const page = await env.browser.context.newPage();
      await page.goto(spotify.url);
      const opened = env.browser.context.waitForEvent('page', { timeout: 30_000 });
      await page.locator('segue-page-ui').getByRole('button', { name: 'Open in Deezer' }).click();
      const deezerPage = await opened;
      await deezerPage.waitForURL(deezer.url);
      await Promise.all([page.close(), deezerPage.close()]);
    });

    it('right-click on a link: converts, copies the preferred link and says so in the page', async () => {
      const { spotify, deezer } = spotifyAndDeezerRecording(env.truth);
      const pageUrl = `https://music.youtube.com/?link=${encodeURIComponent(spotify.url)}`;
      const page = await env.browser.context.newPage();
      await page.goto(pageUrl);
      await page.locator('segue-page-ui').waitFor({ state: 'attached' });
      const tabId = await activeTabId(env.browser.worker, page);

      const result = await rightClick(env.browser.worker, { linkUrl: spotify.url, pageUrl }, tabId);
      expect(result).toMatchObject({ action: { outcome: { ok: true, platform: 'deezer', url: deezer.url } }, shownIn: 'toast' });
      await expect.poll(() => page.locator('segue-page-ui').getByRole('status').textContent()).toContain('on Deezer: link copied');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'page-toast.png') });
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(deezer.url);
      expect(await badgeText(env.browser.worker, tabId)).toBe('✓');
      await page.close();
    });

    it('right-click on selected text anywhere: the result waits in the popup', async () => {
      const { spotify, deezer } = spotifyAndDeezerRecording(env.truth);
      const page = await env.browser.context.newPage();
      await page.goto('https://blog.example/post');
      const tabId = await activeTabId(env.browser.worker, page);
      const result = await rightClick(env.browser.worker, { selectionText: `listen: ${spotify.url} !`, pageUrl: 'https://blog.example/post' }, tabId);
      expect(result.action.outcome).toMatchObject({ ok: true, url: deezer.url });
      expect(await getStorage(env.browser.worker, 'last-action')).toMatchObject({ outcome: { url: deezer.url } });

      const popup = await openPopup('https://blog.example/post');
      expect(await popup.getByTestId('last-action').locator('a').getAttribute('href')).toBe(deezer.url);
      await Promise.all([page.close(), popup.close()]);
    });

    it('popup on a playlist: Convert shows progress, then the tracks found and the ones left out', async () => {
      const playlist = env.truth.playlists.find((p) => p.platform === 'spotify' && p.recording_ids.length >= 10);
      if (!playlist) throw new Error('no Spotify playlist of 10 tracks or more in the sandbox');
      const page = await openPopup(playlist.url);
      await page.selectOption('select[aria-label="Target platform"]', 'deezer');
      await page.getByRole('button', { name: 'Convert' }).click();
      await page.getByTestId('progress').or(page.getByTestId('converted')).first().waitFor({ timeout: 20_000 });
      await page.getByTestId('converted').waitFor({ timeout: 120_000 });
      expect(await page.getByTestId('converted').textContent()).toMatch(/\d+ tracks found on Deezer/);
      await page.close();
    });
  });
}
