import path from 'node:path';
import { parseMusicUrl, toCanonicalUrl } from '@segue/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MATCH_PATTERNS } from '../../../../extension/utils/page-match-patterns';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import { activeTabId, resetExtension, rightClick, type ExtensionEnv } from '../support/extension-env';

/**
 * The sandbox's platform pages, as docs/extension-offline.md has a newcomer try them: the links
 * page (`platform_pages_url`) to right-click, and stand-in platform pages at their real addresses
 * (the flags sandbox.json gives), where the extension's content script shows its button.
 */
export function platformPagesSuite(shared: { env: ExtensionEnv }): void {
  describe('the sandbox platform pages', () => {
    let env: ExtensionEnv;
    beforeAll(async () => {
      env = shared.env;
      await resetExtension(env);
    });

    /** The recording a platform's track id names, and what a conversion to Deezer must find. */
    function expectedOnDeezer(platform: string, id: string): string {
      const recording = env.truth.recordings.find((r) => r.platforms[platform]?.id === id);
      const expected = recording?.expected.deezer;
      if (!expected) throw new Error(`${platform} track ${id} has no Deezer answer in the ground truth`);
      return expected;
    }

    it('the flags in sandbox.json send every host the content script runs on to the stand-in pages', () => {
      const rules = env.sandbox.sandbox.platform_pages_chromium_flags.find((flag) => flag.startsWith('--host-resolver-rules='));
      for (const pattern of PAGE_MATCH_PATTERNS) expect(rules, pattern).toMatch(new RegExp(`MAP ${new URL(pattern.replace('*', '')).hostname.replace(/\./g, '\\.')} 127\\.0\\.0\\.1:\\d+`));
    });

    it('the links page: a right-click on a link of each other platform converts it to Deezer', async () => {
      const page = await env.browser.context.newPage();
      await page.goto(env.sandbox.sandbox.platform_pages_url);
      const tabId = await activeTabId(env.browser.worker, page);
      for (const platform of ['spotify', 'applemusic', 'tidal', 'ytmusic']) {
        const link = page.locator(`a.music-link[data-platform=${platform}][data-type=track]`).first();
        const linkUrl = (await link.getAttribute('href'))!;
        expect(parseMusicUrl(linkUrl), linkUrl).toMatchObject({ platform, type: 'track' });
        const result = await rightClick(env.browser.worker, { linkUrl, pageUrl: page.url() }, tabId);
        expect(result.action.outcome, linkUrl).toMatchObject({ ok: true, platform: 'deezer' });
        expect(parseMusicUrl(result.action.outcome.url!), linkUrl).toMatchObject({ platform: 'deezer', type: 'track', id: expectedOnDeezer(platform, parseMusicUrl(linkUrl)!.id) });
      }
      // An album link converts too, and the result shows in the links page itself.
      const album = (await page.locator('a.music-link[data-platform=spotify][data-type=album]').first().getAttribute('href'))!;
      const converted = await rightClick(env.browser.worker, { linkUrl: album, pageUrl: page.url() }, tabId);
      expect(converted).toMatchObject({ action: { outcome: { ok: true, platform: 'deezer' } }, shownIn: 'page' });
      expect(parseMusicUrl(converted.action.outcome.url!)).toMatchObject({ platform: 'deezer', type: 'album' });
      // Each right-click put its toast in the page: the last one is the album's.
      await expect.poll(() => page.locator('segue-toast').getByRole('status').last().textContent()).toMatch(/on Deezer/);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'platform-links-page.png') });
      await page.close();
    });

    it('a stand-in track page at its real address: the extension knows it and opens the track on Deezer', async () => {
      const links = await env.browser.context.newPage();
      await links.goto(env.sandbox.sandbox.platform_pages_url);
      const trackUrl = (await links.locator('a.music-link[data-platform=applemusic][data-type=track]').first().getAttribute('href'))!;
      await links.close();

      const page = await env.browser.context.newPage();
      await page.goto(trackUrl);
      // The sandbox's page, at Apple Music's own address, with the markup of the real one.
      expect(page.url()).toBe(trackUrl);
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(trackUrl);
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('music.song');
      const button = page.locator('segue-page-ui').getByRole('button', { name: 'Open in Deezer' });
      await expect.poll(() => button.isVisible(), { timeout: 15_000 }).toBe(true);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'platform-track-page.png') });

      const opened = env.browser.context.waitForEvent('page', { timeout: 30_000 });
      await button.click();
      const deezerPage = await opened;
      const deezerUrl = toCanonicalUrl({ platform: 'deezer', type: 'track', id: expectedOnDeezer('applemusic', parseMusicUrl(trackUrl)!.id) });
      await deezerPage.waitForURL(deezerUrl, { timeout: 30_000 });
      // Deezer's stand-in page for that track, where the button stays hidden: it is the listener's platform.
      expect(await deezerPage.locator('meta[property="og:url"]').getAttribute('content')).toBe(deezerUrl);
      await deezerPage.locator('segue-page-ui').waitFor({ state: 'attached' });
      expect(await deezerPage.locator('segue-page-ui').getByRole('button').isVisible()).toBe(false);
      await Promise.all([page.close(), deezerPage.close()]);
    });
  });
}
