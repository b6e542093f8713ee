import { createHash } from 'node:crypto';
import { SEGUE_EXTENSION_IDS } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlowBrowser, type FlowBrowser } from '../../test/support/linking/flow-browser';
import { claimsOf, linkingClient } from '../../test/support/linking/linking-client';
import { startLinkingHarness, type LinkingHarness, type TestApp } from '../../test/support/linking/linking-harness';

// What `browser.identity.getRedirectURL('segue')` answers in Chrome and in Firefox: Chrome's host
// is the extension id, Firefox's the SHA-1 of the add-on id.
const CHROME_ID = 'kkhmopadfccghdjlfgebalmchndkbdlg';
const FIREFOX_ID = 'listener-tools@example.org';
const CHROME_REDIRECT = `https://${CHROME_ID}.chromiumapp.org/segue`;
const FIREFOX_REDIRECT = `https://${createHash('sha1').update(FIREFOX_ID).digest('hex')}.extensions.allizom.org/`;
const SEGUE_CHROME_REDIRECT = `https://${SEGUE_EXTENSION_IDS[0]}.chromiumapp.org/`;

let h: LinkingHarness;
let app: TestApp;
let client: ReturnType<typeof linkingClient>;

beforeAll(async () => {
  h = await startLinkingHarness();
  app = await h.createApp('Extension app');
  client = linkingClient(h, app);
});
afterAll(async () => {
  await h?.close();
});

/**
 * Walks a started flow in `browser` as the browser's web-auth window does, and answers the first
 * address outside Segue and the sandbox: the browser hands that one to the extension unloaded.
 */
async function walkToExtension(startUrl: string, email: string, browser: FlowBrowser): Promise<URL> {
  let url = new URL(await browser.start(startUrl));
  url.searchParams.set('sandbox_user', email);
  for (let hops = 0; hops < 10; hops++) {
    const response = await browser.request(url, { headers: { accept: 'text/html' } });
    const location = response.headers.get('location');
    if (location === null) throw new Error(`the flow stopped at ${url.href} with ${response.status}: ${(await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(-400)}`);
    url = new URL(location, url);
    if (url.protocol === 'https:') return url;
  }
  throw new Error('the flow did not end');
}

describe('linking that ends on a browser extension (identity.launchWebAuthFlow)', () => {
  it("is refused while the app has not turned extension linking on, with how to turn it on", async () => {
    const refused = await client.connect('deezer', { redirect_url: CHROME_REDIRECT });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/web-auth redirect, and this app does not let extensions link: .*segue apps extension-linking <app-id> on/);
  });

  it("turned on without ids, lets the Segue extension only, and the start page says the token goes to it", async () => {
    await h.db.services.apps.setExtensionLinking(app.app.id, true);
    expect((await h.db.services.apps.get(app.app.id)).extensionIds).toEqual([...SEGUE_EXTENSION_IDS]);
    const started = await client.connect('deezer', { redirect_url: SEGUE_CHROME_REDIRECT });
    expect(started.status, started.body.message).toBe(200);
    const page = await (await fetch(started.body.data!.url, { headers: { accept: 'text/html' } })).text();
    expect(page).toContain(`Your browser hands the result to the Segue extension (id <code>${SEGUE_EXTENSION_IDS[0]}</code>), and to no other.`);
    const other = await client.connect('deezer', { redirect_url: CHROME_REDIRECT });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/belongs to a browser extension this app does not list: .*--id <extension id>/);
  });

  it('refuses ids that are not extension ids, naming them', async () => {
    await expect(h.db.services.apps.setExtensionLinking(app.app.id, true, ['https://evil.example/', CHROME_ID])).rejects.toMatchObject({
      code: 'EBADREQUEST',
      message: expect.stringMatching(/not a browser extension id: "https:\/\/evil.example\/"/),
    });
  });

  it('once on for its ids, ends on the Chrome redirect with a token, still bound to the browser that opened the start page', async () => {
    await h.db.services.apps.setExtensionLinking(app.app.id, true, [CHROME_ID, FIREFOX_ID]);
    const started = await client.connect('deezer', { redirect_url: CHROME_REDIRECT });
    expect(started.status, started.body.message).toBe(200);
    const email = h.userWith('deezer').email;
    const page = await (await fetch(started.body.data!.url, { headers: { accept: 'text/html' } })).text();
    expect(page).toContain(`hands the result to a browser extension the app allows (id <code>${CHROME_ID}</code>)`);
    const again = await client.connect('deezer', { redirect_url: CHROME_REDIRECT });
    const landed = await walkToExtension(again.body.data!.url, email, createFlowBrowser());
    expect(`${landed.origin}${landed.pathname}`).toBe(CHROME_REDIRECT);
    // In the fragment: the browser hands the whole address to the extension, and no log ever sees it.
    expect(landed.search).toBe('');
    const token = new URLSearchParams(landed.hash.slice(1)).get('token');
    expect(claimsOf(token!)).toMatchObject({ platform: 'deezer', aud: app.app.id });

    // The start URL passed to another browser is worthless there, as for any redirect.
    const other = await client.connect('deezer', { redirect_url: CHROME_REDIRECT });
    await createFlowBrowser().start(other.body.data!.url);
    const second = await createFlowBrowser().request(other.body.data!.url, { headers: { accept: 'text/html' } });
    expect(second.status).toBe(400);
  });

  it("takes Firefox's redirect too, and no look-alike host", async () => {
    expect((await client.connect('spotify', { redirect_url: FIREFOX_REDIRECT })).status).toBe(200);
    for (const lookAlike of ['https://kkhmopadfccghdjlfgebalmchndkbdlg.chromiumapp.org.evil.example/', 'http://kkhmopadfccghdjlfgebalmchndkbdlg.chromiumapp.org/']) {
      const refused = await client.connect('spotify', { redirect_url: lookAlike });
      expect(refused.status, lookAlike).toBe(400);
      expect(refused.body.message).toMatch(/not on the app's allow-list/);
    }
  });


  it('turned off, or the extension taken off the list, while a flow runs: the flow ends on an error page instead of the extension', async () => {
    for (const change of [() => h.db.services.apps.setExtensionLinking(app.app.id, false), () => h.db.services.apps.setExtensionLinking(app.app.id, true, [FIREFOX_ID])]) {
      await h.db.services.apps.setExtensionLinking(app.app.id, true, [CHROME_ID, FIREFOX_ID]);
      const started = await client.connect('spotify', { redirect_url: CHROME_REDIRECT });
      expect(started.status).toBe(200);
      await change();
      await expect(walkToExtension(started.body.data!.url, h.userWith('spotify').email, createFlowBrowser())).rejects.toThrow(
        /with 400: .*no longer allows this link.*s redirect URL .*extension linking was turned off/,
      );
    }
  });
});
