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

/** Conversions through the server: popup, page button, right-click, search, playlist progress. */
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
      await page.setViewportSize({ width: 380, height: 600 });
      await page.goto(env.browser.url(`popup.html?url=${encodeURIComponent(url)}`));
      return page;
    }

    /** Puts something else in the clipboard, so a test sees a copy that did not happen. */
    async function fillClipboard(page: Page): Promise<void> {
      await page.evaluate(() => navigator.clipboard.writeText('the link copied before'));
    }

    it('popup: the track, your platform first, every other platform with how sure the match is, open and copy', async () => {
      const recording = env.truth.recordings.find((r) => r.decoy_of === null && PLATFORMS.every((key) => r.platforms[key]))!;
      const page = await openPopup(recording.platforms.spotify!.url);
      await page.getByTestId('conversion').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('music-header').locator('h1').textContent()).toBe(recording.platforms.spotify!.title);
      const rows = page.locator('ul.platforms li');
      expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-platform')))).toEqual(['deezer', 'applemusic', 'tidal', 'ytmusic']);
      expect(await rows.first().getAttribute('class')).toBe('preferred');
      expect(await rows.first().textContent()).toContain('your platform');
      for (const key of PLATFORMS.filter((k) => k !== 'spotify')) {
        const href = await page.locator(`li[data-platform=${key}] a.open`).getAttribute('href');
        // The same track, whatever link form the platform's API gives (Apple Music: song or album?i=).
        expect(parseMusicUrl(href ?? ''), key).toMatchObject({ platform: key, type: 'track', id: recording.platforms[key]!.id });
        const badge = page.locator(`li[data-platform=${key}] .match`);
        expect(await badge.textContent(), key).toMatch(/^(ISRC|search|matched) \d{1,3}%$/);
        expect(await badge.getAttribute('title'), key).toMatch(/^(Matched by ISRC|Found by search|Matched before), \d{1,3}% sure$/);
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

    it('right-click on a link on a platform page: copies the preferred link, then says so in the page', async () => {
      const { spotify, deezer } = spotifyAndDeezerRecording(env.truth);
      // The track's album page on Spotify (the sandbox's stand-in) lists it among its tracks.
      const pageUrl = `https://open.spotify.com/album/${spotify.album_id}`;
      const page = await env.browser.context.newPage();
      await page.goto(pageUrl);
      await page.locator('segue-page-ui').waitFor({ state: 'attached' });
      const linkUrl = await page.locator(`a.music-link[href="${spotify.url}"]`).getAttribute('href');
      const tabId = await activeTabId(env.browser.worker, page);
      await fillClipboard(page);

      const result = await rightClick(env.browser.worker, { linkUrl: linkUrl!, pageUrl }, tabId);
      expect(result).toMatchObject({ action: { outcome: { ok: true, platform: 'deezer', url: deezer.url } }, shownIn: 'toast', copied: true });
      await expect.poll(() => page.locator('segue-page-ui').getByRole('status').locator('span').textContent()).toMatch(/on Deezer: link copied\.$/);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'page-toast.png') });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deezer.url);
      expect(await badgeText(env.browser.worker, tabId)).toBe('✓');
      await page.close();
    });

    it('right-click on a selected link on any other site: the toast is put in that page, and the link copied', async () => {
      const { spotify, deezer } = spotifyAndDeezerRecording(env.truth);
      const page = await env.browser.context.newPage();
      await page.goto('https://blog.example/post');
      const tabId = await activeTabId(env.browser.worker, page);
      await fillClipboard(page);
      const result = await rightClick(env.browser.worker, { selectionText: `listen: ${spotify.url} !`, pageUrl: 'https://blog.example/post' }, tabId);
      expect(result).toMatchObject({ action: { outcome: { ok: true, url: deezer.url } }, shownIn: 'page', copied: true });
      await expect.poll(() => page.locator('segue-toast').getByRole('status').textContent()).toMatch(/on Deezer: link copied\.$/);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deezer.url);
      expect(await getStorage(env.browser.worker, 'last-action')).toMatchObject({ seen: true, outcome: { url: deezer.url } });
      await page.close();
    });

    it('right-click on selected words: searched through the server as title and artist, with how sure it is', async () => {
      const recording = env.truth.recordings.find((r) => r.decoy_of === null && r.platforms.spotify && r.platforms.deezer && (r.platforms.deezer.artists?.length ?? 0) === 1)!;
      const deezer = recording.platforms.deezer!;
      const words = `${deezer.title} by ${deezer.artists![0]}`;
      // On a Spotify page of another track: the words win over the page's own music.
      const other = env.truth.recordings.find((r) => r.id !== recording.id && r.platforms.spotify)!.platforms.spotify!;
      const page = await env.browser.context.newPage();
      await page.goto(`https://blog.example/review?link=${encodeURIComponent(other.url)}`);
      const tabId = await activeTabId(env.browser.worker, page);
      await fillClipboard(page);
      const result = await rightClick(env.browser.worker, { selectionText: words, pageUrl: other.url }, tabId);
      expect(result.action).toMatchObject({ query: words, outcome: { ok: true, platform: 'deezer', url: deezer.url, match: { method: 'search' } } });
      expect(result.action.outcome.match!.confidence).toBeGreaterThanOrEqual(0.9);
      await expect.poll(() => page.locator('segue-toast').getByRole('status').textContent()).toMatch(/on Deezer \(found by search, \d+% sure\): link copied\.$/);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'search-toast.png') });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deezer.url);

      // Words that name nothing confidently are refused, naming them.
      const vague = await rightClick(env.browser.worker, { selectionText: 'qwzx vrrbl plonk', pageUrl: 'https://blog.example/review' }, tabId);
      expect(vague.action.outcome).toMatchObject({ ok: false, notice: { kind: 'not-found', title: 'No confident match for “qwzx vrrbl plonk” on Deezer' } });
      await page.close();
    });

    it('right-click on a short link that leads nowhere: a title of its own, not "Not a music link"', async () => {
      const page = await env.browser.context.newPage();
      await page.goto('https://blog.example/post');
      const tabId = await activeTabId(env.browser.worker, page);
      const result = await rightClick(env.browser.worker, { linkUrl: 'https://spotify.link/dead000000', pageUrl: 'https://blog.example/post' }, tabId);
      expect(result.action.outcome).toMatchObject({ ok: false, notice: { kind: 'short-link', title: 'This short link could not be followed' } });
      await expect.poll(() => page.locator('segue-toast').getByRole('status').textContent()).toMatch(/^This short link could not be followed: /);
      await page.close();
    });

    it('popup on a playlist: name, cover and count at once; Convert shows progress, then the tracks found with how sure and the ones left out', async () => {
      const playlist = env.truth.playlists.find((p) => p.platform === 'spotify' && p.recording_ids.length >= 10);
      if (!playlist) throw new Error('no Spotify playlist of 10 tracks or more in the sandbox');
      const page = await openPopup(playlist.url);
      await expect.poll(() => page.getByTestId('playlist-header').locator('h1').textContent(), { timeout: 20_000 }).toBe(playlist.title);
      expect(await page.getByTestId('playlist-facts').textContent()).toContain(`${playlist.recording_ids.length} tracks · on Spotify`);
      expect(await page.locator('select[aria-label="Target platform"] option').first().textContent()).toBe('Deezer (your platform)');
      await page.getByRole('button', { name: 'Convert' }).click();
      await page.getByTestId('progress').or(page.getByTestId('converted')).first().waitFor({ timeout: 20_000 });
      await page.getByTestId('converted').waitFor({ timeout: 120_000 });
      const summary = await page.getByTestId('converted').locator('p').first().textContent();
      const [, found, total] = /(\d+) of (\d+) tracks found on Deezer/.exec(summary ?? '') ?? [];
      expect(Number(total)).toBe(playlist.recording_ids.length);
      expect(await page.getByTestId('found').locator('li').count()).toBe(Number(found));
      expect(await page.getByTestId('found').locator('li .match').first().textContent()).toMatch(/^(ISRC|search|matched) \d{1,3}%$/);
      expect(await page.getByTestId('open-results').getAttribute('href')).toMatch(/popup\.html\?url=.+&target=deezer&view=tab$/);
      // One result line, whatever ran before.
      expect(await page.getByTestId('converted').count()).toBe(1);
      await page.close();
    });
  });
}
