import { describe, expect, it } from 'vitest';
import { isWebAuthRedirect } from './web-auth-redirect';

const CHROME_ID = 'kkhmopadfccghdjlfgebalmchndkbdlg';
const FIREFOX_HASH = '2f1a0ab5e8c3b6d2d1b1f0a0c9e8d7c6b5a4f3e2';

describe('isWebAuthRedirect', () => {
  it.each([
    [`https://${CHROME_ID}.chromiumapp.org/`],
    [`https://${CHROME_ID}.chromiumapp.org/segue?x=1`],
    [`https://${FIREFOX_HASH}.extensions.allizom.org/`],
  ])('accepts %s', (url) => {
    expect(isWebAuthRedirect(url)).toBe(true);
  });

  it.each([
    ['plain http', `http://${CHROME_ID}.chromiumapp.org/`],
    ['an id with letters past p', `https://${CHROME_ID.replace('k', 'z')}.chromiumapp.org/`],
    ['a short id', 'https://abc.chromiumapp.org/'],
    ['a nested host', `https://evil.${CHROME_ID}.chromiumapp.org/`],
    ['a look-alike domain', `https://${CHROME_ID}.chromiumapp.org.evil.example/`],
    ['a port', `https://${CHROME_ID}.chromiumapp.org:444/`],
    ['credentials', `https://user:pw@${CHROME_ID}.chromiumapp.org/`],
    ['a fragment', `https://${CHROME_ID}.chromiumapp.org/#token`],
    ['an upper-case Firefox hash that is not hex', `https://${FIREFOX_HASH.replace('2', 'g')}.extensions.allizom.org/`],
    ['an extension page', `chrome-extension://${CHROME_ID}/connected.html`],
    ['no URL', 'not a url'],
  ])('refuses %s', (_name, url) => {
    expect(isWebAuthRedirect(url)).toBe(false);
  });
});
