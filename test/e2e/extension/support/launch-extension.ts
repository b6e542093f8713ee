import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Worker } from 'playwright-core';
import { ROOT } from '../../../src/support/server-process';

export const EXTENSION_OUTPUT = path.join(ROOT, 'extension/.output/chrome-mv3');

/** Builds the extension as shipped (`wxt build`). */
export function buildExtension(): void {
  execFileSync('pnpm', ['--filter', '@segue/extension', 'build'], { cwd: ROOT, stdio: 'ignore' });
}

/**
 * A copy of the build in which the server's origin is already granted. Chromium asks the user
 * before granting an optional host permission, and a headless browser has no one to click
 * "Allow": granting it up front stands in for that click, so `permissions.request` in the
 * options page resolves at once, as it does for a user who allowed it. The shipped manifest
 * keeps the server's origin optional.
 *
 * `pageOrigins` stand in for `activeTab` on sites Segue has no content script on: a real
 * right-click on its menu entry grants the extension that tab, which a test cannot do (menus
 * cannot be clicked in an automated browser), so the blog's origin is granted here instead.
 */
export function copyWithServerAccess(serverUrl: string, pageOrigins: readonly string[] = []): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'segue-extension-'));
  cpSync(EXTENSION_OUTPUT, dir, { recursive: true });
  const manifestPath = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  const origin = new URL(serverUrl);
  manifest.host_permissions = [`${origin.protocol}//${origin.hostname}/*`, ...pageOrigins];
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return dir;
}

export interface ExtensionBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  url(page: string): string;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with only this extension loaded. */
export async function launchWithExtension(extensionDir: string, hostResolverRules: string): Promise<ExtensionBrowser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'segue-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.SEGUE_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    ignoreHTTPSErrors: true,
    viewport: { width: 1100, height: 720 },
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--ignore-certificate-errors',
      `--host-resolver-rules=${hostResolverRules}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    url: (page) => `chrome-extension://${extensionId}/${page}`,
    close: () => context.close(),
  };
}
