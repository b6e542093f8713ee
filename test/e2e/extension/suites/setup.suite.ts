import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import {
  activeTabId,
  badgeText,
  configure,
  getStorage,
  rightClick,
  setStorage,
  spotifyAndDeezerRecording,
  resetExtension,
  type ExtensionEnv,
} from '../support/extension-env';

const SCREENSHOTS = SCREENSHOTS_DIR;
const PLATFORMS = ['applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic'] as const;

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Options, the page button, the popup without a server answer, errors found before one. */
export function setupSuite(shared: { env: ExtensionEnv }): void {
  describe('the extension, set up against a sandbox server', () => {
    let env: ExtensionEnv;
    beforeAll(async () => {
      env = shared.env;
      await resetExtension(env);
      mkdirSync(SCREENSHOTS, { recursive: true });
    });

    it('options: checks the server and public key, then saves them with the preferred platform', async () => {
      const page = await env.browser.context.newPage();
      await page.goto(env.browser.url('options.html'));
      await page.fill('input[name=serverUrl]', env.sandbox.sandbox.base_url);
      await page.fill('input[name=publicKey]', 'not-the-key');
      await page.getByRole('button', { name: 'Save and check' }).click();
      await expect.poll(() => page.locator('[data-notice]').getAttribute('data-notice')).toBe('bad-key');

      await page.fill('input[name=publicKey]', env.sandbox.sandbox.app.public_key);
      await page.getByRole('button', { name: 'Save and check' }).click();
      await expect.poll(() => page.getByTestId('server-ok').textContent()).toContain('Connected to the app “Sandbox”');
      await page.selectOption('select[name=preferredPlatform]', 'deezer');
      await expect
        .poll(() => getStorage(env.browser.worker, 'settings'))
        .toEqual({ serverUrl: env.sandbox.sandbox.base_url, publicKey: env.sandbox.sandbox.app.public_key, preferredPlatform: 'deezer' });
      await page.close();
    });

    it('shows "Open in Deezer" in a shadow root on a Spotify track page', async () => {
      await configure(env);
      const { spotify } = spotifyAndDeezerRecording(env.truth);
      const page = await env.browser.context.newPage();
      await page.goto(spotify.url);
      const button = page.locator('segue-page-ui').getByRole('button', { name: 'Open in Deezer' });
      await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.evaluate(() => document.querySelector('segue-page-ui')?.shadowRoot !== null)).toBe(true);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'page-button.png') });
      await page.close();
    });

    it('follows the single-page app: the button comes and goes with the address', async () => {
      const { spotify } = spotifyAndDeezerRecording(env.truth);
      const page = await env.browser.context.newPage();
      await page.goto('https://open.spotify.com/search');
      const button = page.locator('segue-page-ui').getByRole('button', { name: 'Open in Deezer' });
      await page.locator('segue-page-ui').waitFor({ state: 'attached' });
      expect(await button.isVisible()).toBe(false);
      await page.evaluate((next) => history.pushState(null, '', next), new URL(spotify.url).pathname);
      await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(true);
      await page.evaluate(() => history.pushState(null, '', '/search'));
      await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(false);
      await page.close();
    });

    it('hides the button on the preferred platform itself', async () => {
      const { deezer } = spotifyAndDeezerRecording(env.truth);
      const page = await env.browser.context.newPage();
      await page.goto(deezer.url);
      await page.locator('segue-page-ui').waitFor({ state: 'attached' });
      expect(await page.locator('segue-page-ui').getByRole('button').isVisible()).toBe(false);
      // A new preferred platform reaches the open page at once.
      await configure(env, { preferredPlatform: 'spotify' });
      await expect.poll(() => page.locator('segue-page-ui').getByRole('button', { name: 'Open in Spotify' }).isVisible()).toBe(true);
      await configure(env);
      await page.close();
    });

    it('options: every platform the server links is offered, from core’s list, and Disconnect forgets one', async () => {
      const token = linkingTokenShape({ platform: 'tidal', username: 'ana' });
      await setStorage(env.browser.worker, 'linked-accounts', {
        tidal: { token, userId: '6f1c2a7e-0b8d-4c43-9a57-3d2f5b9e8c11', username: 'ana', email: 'ana@example.com', linkedAt: Date.now(), expiresAt: Date.now() + 3_600_000 },
      });
      const page = await env.browser.context.newPage();
      await page.goto(env.browser.url('options.html'));
      const rows = page.locator('ul.accounts li');
      await expect.poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-platform')))).toEqual([...PLATFORMS]);
      const tidal = page.locator('li[data-platform=tidal]');
      expect(await tidal.textContent()).toContain('Linked as ana');
      await tidal.getByRole('button', { name: 'Disconnect' }).click();
      await expect.poll(() => getStorage(env.browser.worker, 'linked-accounts')).toEqual({});
      expect(await tidal.getByRole('button', { name: 'Connect' }).isVisible()).toBe(true);
      await page.close();
    });

    it('has its own icon in every size the browser asks for', async () => {
      const manifest = await env.browser.worker.evaluate(() => (globalThis as unknown as { chrome: { runtime: { getManifest(): { icons: Record<string, string>; action: { default_icon: Record<string, string> } } } } }).chrome.runtime.getManifest());
      expect(Object.keys(manifest.icons)).toEqual(['16', '32', '48', '128']);
      expect(manifest.action.default_icon).toEqual(manifest.icons);
      const page = await env.browser.context.newPage();
      await page.goto(env.browser.url('options.html'));
      for (const [size, file] of Object.entries(manifest.icons)) {
        const drawn = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return [image.naturalWidth, image.naturalHeight];
        }, env.browser.url(file));
        expect(drawn, file).toEqual([Number(size), Number(size)]);
      }
      await page.close();
    });

    it('popup on a page without music says what Segue can do', async () => {
      const page = await env.browser.context.newPage();
      await page.goto(env.browser.url(`popup.html?url=${encodeURIComponent('https://blog.example/post')}`));
      await expect.poll(() => page.getByTestId('intro').textContent()).toContain('This page is not a music page.');
      await page.close();
    });

    it('popup shows a cached conversion at once, with open, copy and the share link', async () => {
      const recording = env.truth.recordings.find((r) => r.decoy_of === null && PLATFORMS.every((key) => r.platforms[key]))!;
      const entry = (key: (typeof PLATFORMS)[number]) => {
        const found = recording.platforms[key]!;
        return {
          id: found.id,
          title: found.title,
          artists: found.artists ?? ['Unknown'],
          album: '',
          url: found.url,
          cover: '',
          duration: '3:00',
          duration_milli: 180_000,
          explicit: false,
          preview: '',
          released: '',
          match: { method: 'isrc', confidence: 1 },
        };
      };
      // As an older version kept it: the short id only, no `share_url`; the popup builds the link.
      const result = { entity: 'track', platforms: Object.fromEntries(PLATFORMS.map((key) => [key, entry(key)])), short_url: 'Cached1' };
      await setStorage(env.browser.worker, 'conversions', {
        [`spotify:track:${recording.platforms.spotify!.id}`]: { result, savedAt: Date.now() },
      });
      const page = await env.browser.context.newPage();
      await page.setViewportSize({ width: 380, height: 560 });
      await page.goto(env.browser.url(`popup.html?url=${encodeURIComponent(recording.platforms.spotify!.url)}`));
      await page.getByTestId('conversion').waitFor();
      expect(await page.getByTestId('conversion').textContent()).toContain('From Segue’s cache');
      for (const key of PLATFORMS.filter((k) => k !== 'spotify')) {
        expect(await page.locator(`li[data-platform=${key}] a.open`).getAttribute('href'), key).toBe(recording.platforms[key]!.url);
      }
      expect(await page.locator('a.share-link').getAttribute('href')).toBe(`${env.sandbox.sandbox.base_url}/s/Cached1`);
      await page.locator('main.popup').screenshot({ path: path.join(SCREENSHOTS, 'popup.png') });
      await page.close();
    });

    it('popup says so in place when the server cannot be reached', async () => {
      await configure(env, { serverUrl: `http://127.0.0.1:${await closedPort()}` });
      // Music that is not in the cache, so the popup has to ask the server.
      const uncached = env.truth.recordings.filter((r) => r.platforms.deezer)[3]!.platforms.deezer!;
      const page = await env.browser.context.newPage();
      await page.goto(env.browser.url(`popup.html?url=${encodeURIComponent(uncached.url)}`));
      const notice = page.locator('[data-notice]');
      await expect.poll(() => notice.getAttribute('data-notice'), { timeout: 20_000 }).toBe('unreachable');
      expect(await notice.textContent()).toContain('The Segue server cannot be reached');
      await page.close();
      await configure(env);
    });

    it('right-click on a page without music: a clear notice in the page and a badge', async () => {
      const page = await env.browser.context.newPage();
      await page.goto('https://blog.example/post');
      const tabId = await activeTabId(env.browser.worker, page);
      const result = await rightClick(env.browser.worker, { pageUrl: 'https://blog.example/post' }, tabId);
      expect(result).toMatchObject({ shownIn: 'page', action: { outcome: { ok: false, notice: { kind: 'not-music', title: 'Not a music link' } } } });
      await expect.poll(() => page.locator('segue-toast').getByRole('status').textContent()).toMatch(/^Not a music link: This page is not a track/);
      expect(await badgeText(env.browser.worker, tabId)).toBe('!');
      await page.close();
    });
  });
}

/** A token shaped like the server's (the extension reads its claims; the server checks its signature). */
function linkingTokenShape(claims: { platform: string; username: string }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = { iss: 'http://127.0.0.1', aud: 'app', iat: now, exp: now + 3600, uuid: '6f1c2a7e-0b8d-4c43-9a57-3d2f5b9e8c11', email: 'ana@example.com', ...claims };
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(body)}.${Buffer.from('signature').toString('base64url')}`;
}
