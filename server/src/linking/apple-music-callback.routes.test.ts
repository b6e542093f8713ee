import { readFormPost } from '@segue/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlowBrowser, type FlowBrowser } from '../../test/support/linking/flow-browser';
import { startLinkingHarness, type LinkingHarness, type TestApp } from '../../test/support/linking/linking-harness';

let h: LinkingHarness;
let app: TestApp;

beforeAll(async () => {
  h = await startLinkingHarness();
  app = await h.createApp('Apple Music callbacks');
});
afterAll(async () => {
  await h?.close();
});

/**
 * Starts an Apple Music link in `browser` and walks it to the MusicKit page's answer, without
 * submitting it: every URL the browser visited, and the form the page posts.
 */
async function toSignInAnswer(browser: FlowBrowser) {
  const response = await fetch(`${h.url}/v1/applemusic/connect`, { headers: { 'x-segue-public-key': app.publicKey } });
  const authorize = new URL(await browser.start(((await response.json()) as { data: { url: string } }).data.url));
  authorize.searchParams.set('sandbox_user', h.userWith('applemusic').email);
  const visited: string[] = [authorize.toString()];
  let page = await browser.request(authorize);
  while (page.status === 302) {
    visited.push(new URL(page.headers.get('location')!, visited.at(-1)).toString());
    page = await browser.request(visited.at(-1)!);
  }
  const form = readFormPost(await page.text());
  if (!form) throw new Error(`no form to post: ${page.status}`);
  return { visited, form };
}

const post = (browser: FlowBrowser, url: string, body: string, accept = 'application/json') =>
  browser.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept }, body });

describe("Apple Music's callback takes the Music-User-Token in a POST form only", () => {
  it('the token arrives in the posted form body, never in a URL, and the flow completes', async () => {
    const browser = createFlowBrowser();
    const { visited, form } = await toSignInAnswer(browser);
    expect(form.action).toBe(`${h.url}/v1/auth/applemusic/callback`);
    const token = form.fields.music_user_token!;
    expect(token.length).toBeGreaterThan(100);
    expect(visited.some((url) => url.includes(token))).toBe(false);

    const answer = await post(browser, form.action, new URLSearchParams(form.fields).toString());
    expect(answer.status).toBe(302);
    const landing = new URL(answer.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe(h.landingUrl);
    expect(landing.searchParams.get('token')).toEqual(expect.any(String));
    expect(landing.toString()).not.toContain(token);
  });

  it('refuses the token in a GET query with a page saying why, and links nothing; the form still completes the flow', async () => {
    const browser = createFlowBrowser();
    const { form } = await toSignInAnswer(browser);
    const leaked = new URL(form.action);
    for (const [name, value] of Object.entries(form.fields)) leaked.searchParams.set(name, value);
    const refused = await browser.request(leaked, { headers: { accept: 'application/json' } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect(await refused.json()).toMatchObject({
      error: 'EBADREQUEST',
      message: expect.stringMatching(/^Apple Music's sign-in sends its answer in a POST form body, never in the URL .*nothing was linked/),
    });
    const html = await browser.request(leaked, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(400);
    expect(await html.text()).toContain('POST form body');

    const answer = await post(browser, form.action, new URLSearchParams(form.fields).toString());
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location')!).searchParams.get('token')).toEqual(expect.any(String));
  });

  it('refuses a POST to a platform whose sign-in redirects, and a form over the body limit', async () => {
    const browser = createFlowBrowser();
    const wrong = await post(browser, `${h.url}/v1/auth/spotify/callback`, 'code=abc&state=xyz');
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toMatchObject({ error: 'EBADREQUEST', message: expect.stringContaining('redirect (GET)') });
    const huge = await post(browser, `${h.url}/v1/auth/applemusic/callback`, `state=x&music_user_token=${'a'.repeat(20_000)}`);
    expect(huge.status).toBe(413);
  });
});
