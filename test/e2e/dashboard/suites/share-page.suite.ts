import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import { recordingOn } from '../support/dashboard-env';
import { callApi, type DashboardShared } from '../support/dashboard-shared';

// In sandbox mode the server rebases covers onto the simulators' media hosts; should a page
// still name a platform's image host, the browser gets a drawn cover for it instead (the
// request is still checked against the page's Content-Security-Policy).
const IMAGE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(scdn\.co|spotifycdn\.com|mzstatic\.com|dzcdn\.net|tidal\.com|ytimg\.com|googleusercontent\.com|ggpht\.com|gstatic\.com)\//;
const COVER = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff7e5f"/><stop offset="1" stop-color="#2b5876"/></linearGradient></defs><rect width="640" height="640" fill="url(#g)"/><circle cx="320" cy="320" r="150" fill="none" stroke="#fff" stroke-width="24"/></svg>`;

interface Share {
  title: string;
  subtitle: string;
  cover: string;
  links: Record<string, string>;
}

/** The page a friend opens: `/s/{id}` of a converted track, in Chromium at desktop and phone widths. */
export function sharePageSuite(shared: DashboardShared): void {
  describe('the share page', () => {
    it('shows the cover, the title and a button per platform, with link-preview tags, under a policy that blocks scripts', async () => {
      const key = shared.env.sandbox.app.public_key;
      const track = await recordingOn(shared.env.sandbox.catalog_url, 'spotify', 'deezer');
      const converted = await callApi(shared, '/v1/entity/convert', {
        method: 'POST',
        headers: { 'x-segue-public-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ url: track.url, target_platform: 'all' }),
      });
      const shortUrl = ((await converted.json()) as { data: { payload: { share_url: string } } }).data.payload.share_url;
      const data = ((await (await callApi(shared, `${new URL(shortUrl).pathname}.json`)).json()) as { data: Share }).data;
      expect(Object.keys(data.links)).toHaveLength(5);

      const context = await shared.env.browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        await context.route(IMAGE_HOSTS, (route) => route.fulfill({ contentType: 'image/svg+xml', body: COVER }));
        const page = await context.newPage();
        const refused: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
        });
        const response = await page.goto(shortUrl);
        expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'none'; img-src https:\/\/\S+.* style-src 'sha256-/);

        await page.getByRole('heading', { level: 1, name: data.title }).waitFor();
        await page.getByText(data.subtitle, { exact: true }).waitFor();
        const cover = page.getByRole('img', { name: `Cover of ${data.title}` });
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
        for (const [platform, name] of [['applemusic', 'Apple Music'], ['spotify', 'Spotify'], ['deezer', 'Deezer'], ['tidal', 'TIDAL'], ['ytmusic', 'YouTube Music']]) {
          expect(await page.getByRole('link', { name: `Listen on ${name}` }).getAttribute('href')).toBe(data.links[platform!]);
        }
        const meta = (property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute('content');
        expect(await meta('og:image')).toBe(data.cover);
        expect(await meta('og:url')).toBe(shortUrl);
        expect(await meta('twitter:card')).toBe('summary_large_image');
        expect(await meta('og:title')).toBe(`${data.title} – ${data.subtitle}`);
        expect(await page.locator('main').count()).toBe(1);

        // Keyboard: the first Tab lands on the first platform, with a visible focus ring.
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const style = getComputedStyle(element);
          return { text: element.textContent, outline: `${style.outlineStyle} ${style.outlineWidth}` };
        });
        expect(focused).toEqual({ text: 'Listen on Apple MusicPlay', outline: 'solid 3px' });
        await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'share-page-desktop.png') });
        await phone(page);

        // The policy refuses a script slipped into the page, and refused nothing the page itself needs.
        const ran = await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'document.body.dataset.ran = "yes"';
          document.body.append(script);
          return document.body.dataset.ran ?? 'no';
        });
        expect(ran).toBe('no');
        expect(refused.filter((text) => !/inline script/i.test(text))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}

/** At a phone's width: no sideways scrolling, every button on screen's width, and the screenshot. */
async function phone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('link', { name: 'Listen on Spotify' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const button = await page.getByRole('link', { name: 'Listen on YouTube Music' }).boundingBox();
  expect(button!.width).toBeGreaterThan(320);
  expect(button!.height).toBeGreaterThanOrEqual(48);
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'share-page-phone.png'), fullPage: true });
}
