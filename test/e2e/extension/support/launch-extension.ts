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

/**
 * What the browser is told about sites: where hosts resolve, and which self-signed certificates
 * to accept. The sandbox's `platform_pages_chromium_flags` are passed as a user would pass them
 * (one `--host-resolver-rules`, one SPKI list: Chromium reads each flag once, so the test's own
 * rules and certificates are merged into them). With no certificate named, every certificate
 * error is ignored (the bench, which opens no site).
 */
export interface SiteFlags {
  hostResolverRules: string;
  trustedSpki?: readonly string[];
}

/** Merges the sandbox's Chromium flags with the test's own page server (its blog and image hosts). */
export function mergeSiteFlags(sandboxFlags: readonly string[], own: { hostResolverRules: string; spkiHash: string }): SiteFlags {
  const value = (name: string) => sandboxFlags.find((flag) => flag.startsWith(`--${name}=`))?.slice(name.length + 3);
  const rules = value('host-resolver-rules');
  const spki = value('ignore-certificate-errors-spki-list');
  if (!rules || !spki) throw new Error(`sandbox.json's platform_pages_chromium_flags lack the host rules or the certificate: ${sandboxFlags.join(' ')}`);
  return { hostResolverRules: `${rules}, ${own.hostResolverRules}`, trustedSpki: [...spki.split(','), own.spkiHash] };
}

/** Debian's Chromium, headless, with only this extension loaded. */
export async function launchWithExtension(extensionDir: string, sites: SiteFlags | string): Promise<ExtensionBrowser> {
  const { hostResolverRules, trustedSpki = [] } = typeof sites === 'string' ? { hostResolverRules: sites } : sites;
  // Chromium honours the SPKI list only with its own --user-data-dir, which a persistent context has.
  const certificates = trustedSpki.length > 0 ? [`--ignore-certificate-errors-spki-list=${trustedSpki.join(',')}`] : ['--ignore-certificate-errors'];
  const profile = mkdtempSync(path.join(os.tmpdir(), 'segue-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.SEGUE_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    ignoreHTTPSErrors: trustedSpki.length === 0,
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
      ...certificates,
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
