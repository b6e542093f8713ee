import { createHash } from 'node:crypto';
import { PLATFORM_IMAGE_HOSTS } from './cover-url';

/**
 * The share page's only style sheet, inline so the page is one request. Colours keep at least
 * 4.5:1 contrast for text (the footer sits on a dark pill, whatever the cover behind it); every
 * link shows a thick focus ring; on a phone the card fills the screen.
 */
export const SHARE_PAGE_STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.4; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: #14161b; color: #14161b; overflow-x: hidden; }
.backdrop { position: fixed; inset: -10%; width: 120%; height: 120%; object-fit: cover; filter: blur(48px) saturate(1.3); opacity: .6; z-index: 0; }
main { position: relative; z-index: 1; max-width: 27rem; margin: 2.5rem auto 1rem; padding: 1.25rem; background: #ffffff; border-radius: 20px; box-shadow: 0 18px 50px rgba(0, 0, 0, .45); }
.cover { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: 12px; background: #e6e8ee; }
.no-cover { display: grid; place-items: center; color: #5b6270; }
.kind { margin: 1rem 0 .1rem; font-size: .78rem; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; color: #5b6270; }
h1 { margin: 0; font-size: 1.55rem; line-height: 1.2; overflow-wrap: break-word; }
.artists { margin: .3rem 0 1.1rem; font-size: 1.05rem; color: #3d4452; overflow-wrap: break-word; }
.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .6rem; }
a.platform { display: flex; align-items: center; gap: .85rem; min-height: 3.6rem; padding: .55rem .7rem .55rem .6rem; border: 1px solid #d3d7df; border-radius: 14px; color: #14161b; background: #ffffff; text-decoration: none; font-weight: 600; font-size: 1.05rem; }
a.platform:hover { background: #f3f4f7; border-color: #9aa1ad; }
a.platform:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
a.platform svg { flex: none; width: 2.4rem; height: 2.4rem; }
.play { margin-left: auto; padding: .35rem .9rem; border-radius: 999px; background: #14161b; color: #ffffff; font-size: .85rem; font-weight: 700; }
.none { color: #3d4452; }
footer { position: relative; z-index: 1; text-align: center; font-size: .85rem; padding: 0 1rem 2rem; }
footer p { display: inline-block; margin: 0; padding: .3rem .8rem; border-radius: 999px; color: #f1f3f7; background: rgba(20, 22, 27, .8); }
@media (max-width: 480px) {
  main { margin: 0; max-width: none; min-height: 100vh; border-radius: 0; box-shadow: none; padding: 1rem 1rem 1.5rem; }
  footer { display: none; }
}
`;

/** `style-src` names the sheet by its hash: no other style, inline or fetched, may apply. */
const STYLE_HASH = createHash('sha256').update(SHARE_PAGE_STYLE, 'utf8').digest('base64');

/**
 * The page loads images only from the platforms' image hosts and applies only its own sheet:
 * no script, no frame, no form, no other origin.
 */
export const SHARE_PAGE_POLICY = [
  "default-src 'none'",
  `img-src ${PLATFORM_IMAGE_HOSTS.map((host) => `https://${host}`).join(' ')}`,
  `style-src 'sha256-${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
