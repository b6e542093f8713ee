import type { Page, Worker } from 'playwright-core';
import { expect } from 'vitest';
import { buildExtension, copyWithServerAccess, launchWithExtension, mergeSiteFlags, type ExtensionBrowser } from './launch-extension';
import { startPlatformPages, type PlatformPages } from './platform-pages';
import { readGroundTruth, startSandboxServer, type GroundTruth, type SandboxServer } from './sandbox-server';

export interface ExtensionEnv {
  sandbox: SandboxServer;
  pages: PlatformPages;
  browser: ExtensionBrowser;
  truth: GroundTruth;
  close(): Promise<void>;
}

/** The server in sandbox mode, its platform pages, a blog and Chromium with the built extension. */
export async function startExtensionEnv(serverEnv: Record<string, string> = {}): Promise<ExtensionEnv> {
  buildExtension();
  const [sandbox, pages] = await Promise.all([startSandboxServer(serverEnv), startPlatformPages()]);
  // The platforms' pages are the sandbox's own stand-ins, opened at their real addresses through
  // the flags sandbox.json gives, so the content script and its link parser run as on the real
  // sites; the test's page server adds a blog and the image hosts.
  const sites = mergeSiteFlags(sandbox.sandbox.platform_pages_chromium_flags, pages);
  const browser = await launchWithExtension(copyWithServerAccess(sandbox.sandbox.base_url, ['https://blog.example/*']), sites);
  const truth = await readGroundTruth(sandbox.sandbox.catalog_url);
  return {
    sandbox,
    pages,
    browser,
    truth,
    close: async () => {
      await browser.close();
      await Promise.all([sandbox.stop(), pages.close()]);
    },
  };
}

interface ChromeGlobal {
  storage: { local: { set(items: Record<string, unknown>): Promise<void>; get(key: string): Promise<Record<string, unknown>> } };
  tabs: { query(query: object): Promise<{ id?: number }[]> };
  action: { getBadgeText(details: { tabId?: number }): Promise<string> };
}
// Functions passed to evaluate() run inside the browser: they can use only what they declare.

/** Writes extension storage as the extension's typed items do (`local:<key>` is `<key>` in storage.local). */
export function setStorage(worker: Worker, key: string, value: unknown): Promise<void> {
  return worker.evaluate(([k, v]) => (globalThis as unknown as { chrome: ChromeGlobal }).chrome.storage.local.set({ [k as string]: v }), [key, value] as const);
}

export function getStorage<T>(worker: Worker, key: string): Promise<T | undefined> {
  return worker.evaluate(async (k) => (await (globalThis as unknown as { chrome: ChromeGlobal }).chrome.storage.local.get(k))[k] as T | undefined, key);
}

/** The id of the tab the user is looking at (ids need no `tabs` permission, URLs would). */
export async function activeTabId(worker: Worker, page: Page): Promise<number> {
  await page.bringToFront();
  const id = await worker.evaluate(async () => (await (globalThis as unknown as { chrome: ChromeGlobal }).chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id);
  if (id === undefined) throw new Error('no active tab');
  return id;
}

export function badgeText(worker: Worker, tabId: number): Promise<string> {
  return worker.evaluate((id) => (globalThis as unknown as { chrome: ChromeGlobal }).chrome.action.getBadgeText({ tabId: id }), tabId);
}

/** What the right-click handler in the service worker did (see entrypoints/background.ts). */
export interface MenuClickResult {
  action: {
    sourceUrl: string;
    query?: string;
    outcome: { ok: boolean; url?: string; platform?: string; match?: { method: string; confidence: number }; notice?: { kind: string; title: string } };
  };
  shownIn: 'toast' | 'page' | 'notification' | 'badge';
  copied: boolean;
}

export function rightClick(
  worker: Worker,
  info: { linkUrl?: string; selectionText?: string; pageUrl: string; menuItemId?: string },
  tabId: number,
): Promise<MenuClickResult> {
  return worker.evaluate(
    ([clicked, id]) => {
      const segue = (globalThis as unknown as { segue: { onMenuClick(info: object, tab: object): Promise<MenuClickResult> } }).segue;
      return segue.onMenuClick({ menuItemId: clicked.selectionText ? 'segue-search' : 'segue-convert', ...clicked }, { id });
    },
    [info, tabId] as const,
  );
}

/** Empties the extension's storage and sets it up for the sandbox app, as a suite starts. */
export async function resetExtension(env: ExtensionEnv): Promise<void> {
  await env.browser.worker.evaluate(() => (globalThis as unknown as { chrome: { storage: { local: { clear(): Promise<void> } } } }).chrome.storage.local.clear());
  await configure(env);
}

/** The extension's settings, as the options page saves them. */
export function configure(env: ExtensionEnv, overrides: Record<string, string> = {}): Promise<void> {
  return setStorage(env.browser.worker, 'settings', {
    serverUrl: env.sandbox.sandbox.base_url,
    publicKey: env.sandbox.sandbox.app.public_key,
    preferredPlatform: 'deezer',
    ...overrides,
  });
}

/** A recording present on Spotify and Deezer (not a decoy): the music the tests convert. */
export function spotifyAndDeezerRecording(truth: GroundTruth) {
  const recording = truth.recordings.find((r) => r.decoy_of === null && r.platforms.spotify && r.platforms.deezer);
  if (!recording) throw new Error('the sandbox catalog has no recording on both Spotify and Deezer');
  return { title: recording.title, spotify: recording.platforms.spotify!, deezer: recording.platforms.deezer! };
}

/**
 * Links `platform` from the options page: Connect opens the browser's web-auth window on Segue's
 * start page, Continue goes to the sandbox's platform (which approves on a plain GET), and the
 * browser hands the redirect back to the extension.
 */
export async function linkFromOptions(env: ExtensionEnv, options: Page, platform: string, name: string): Promise<void> {
  const window = env.browser.context.waitForEvent('page', { timeout: 30_000 });
  await options.locator(`li[data-platform=${platform}]`).getByRole('button', { name: 'Connect' }).click();
  const auth = await window;
  await auth.waitForURL(new RegExp(`/v1/auth/${platform}/start`), { timeout: 30_000 });
  await auth.getByRole('link', { name: `Continue to ${name}` }).click();
  await expect.poll(() => options.getByTestId('linked').textContent().catch(() => ''), { timeout: 30_000 }).toMatch(new RegExp(`^${name} linked`));
}
