import { createHash } from 'node:crypto';
import { PLATFORM_IMAGE_HOSTS, PLATFORM_PREVIEW_HOSTS } from './cover-url';

/**
 * The share pages' only style sheet, inline so a page is one request. Colours keep at least
 * 4.5:1 contrast for text (the footer sits on a dark pill, whatever the cover behind it); every
 * link shows a thick focus ring; on a phone the card fills the screen.
 */
export const SHARE_PAGE_STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.4; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; min-height: 100vh; background: #14161b; color: #14161b; overflow-x: hidden; }
.backdrop { position: fixed; inset: -10%; width: 120%; height: 120%; object-fit: cover; filter: blur(48px) saturate(1.3); opacity: .6; z-index: 0; }
main { position: relative; z-index: 1; max-width: 27rem; margin: 2.5rem auto 1rem; padding: 1.25rem; background: #ffffff; border-radius: 20px; box-shadow: 0 18px 50px rgba(0, 0, 0, .45); }
.cover { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: 12px; background: #e6e8ee; }
.no-cover { display: grid; place-items: center; color: #5b6270; }
.kind { margin: 1rem 0 .1rem; font-size: .78rem; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; color: #5b6270; }
h1 { margin: 0; font-size: 1.55rem; line-height: 1.2; overflow-wrap: break-word; }
.artists { margin: .3rem 0 1.1rem; font-size: 1.05rem; color: #3d4452; overflow-wrap: break-word; }
.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.preview { margin: 1rem 0 0; }
.preview figcaption { font-size: .8rem; font-weight: 600; color: #3d4452; margin-bottom: .25rem; }
audio { display: block; width: 100%; height: 2.5rem; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .6rem; }
a.platform { display: flex; align-items: center; gap: .85rem; min-height: 3.6rem; padding: .55rem .7rem .55rem .6rem; border: 1px solid #d3d7df; border-radius: 14px; color: #14161b; background: #ffffff; text-decoration: none; font-weight: 600; font-size: 1.05rem; }
a.platform:hover { background: #f3f4f7; border-color: #9aa1ad; }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
a.platform svg { flex: none; width: 2.4rem; height: 2.4rem; }
.play { margin-left: auto; padding: .35rem .9rem; border-radius: 999px; background: #14161b; color: #ffffff; font-size: .85rem; font-weight: 700; white-space: nowrap; }
li.review a.platform { border-color: #b45309; border-style: dashed; }
.unsure { margin-left: auto; padding: .15rem .5rem; border-radius: 6px; background: #fef3c7; color: #78350f; font-size: .75rem; font-weight: 700; white-space: nowrap; }
.unsure + .play { margin-left: .4rem; }
a.search { display: inline-block; margin: .3rem 0 0 .7rem; color: #1a4fb8; font-size: .9rem; }
.none { color: #3d4452; }
.share { margin-top: 1.2rem; padding-top: 1rem; border-top: 1px solid #e3e6ec; }
.share label { display: block; font-size: .8rem; font-weight: 600; color: #3d4452; margin-bottom: .3rem; }
.share-row { display: flex; gap: .5rem; }
.share input { flex: 1; min-width: 0; padding: .55rem .6rem; border: 1px solid #9aa1ad; border-radius: 10px; font: inherit; font-size: .9rem; color: #14161b; background: #f7f8fa; }
.share button, .share a.button, a.add { padding: .55rem .9rem; border: 0; border-radius: 10px; background: #14161b; color: #ffffff; font: inherit; font-size: .9rem; font-weight: 700; text-decoration: none; cursor: pointer; white-space: nowrap; }
.share-more { margin: .6rem 0 0; display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; font-size: .9rem; }
.share-more a:not(.button) { color: #1a4fb8; }
a.add { display: none; margin: 0 0 1rem; text-align: center; }
:root[data-segue-extension] a.add { display: block; }
.add-status { margin: -.5rem 0 1rem; font-size: .9rem; text-align: center; color: #3d4452; }
.add-status a { color: #1a4fb8; }
details.missing { margin: 1rem 0 0; padding: .5rem .6rem; border: 1px dashed #c9ced8; border-radius: 12px; color: #3d4452; }
details.missing summary { cursor: pointer; font-weight: 600; }
details.missing ul { list-style: none; margin: .5rem 0 0; padding: 0; display: grid; gap: .35rem; }
details.missing .title { font-weight: 600; overflow-wrap: anywhere; }
details.missing .by { display: block; font-weight: 400; font-size: .9rem; }
ol.tracks { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; counter-reset: track; }
ol.tracks li { counter-increment: track; display: grid; grid-template-columns: 1.6rem 1fr auto; gap: .2rem .6rem; align-items: center; padding: .5rem .6rem; border: 1px solid #e3e6ec; border-radius: 12px; }
ol.tracks li::before { content: counter(track); color: #5b6270; font-size: .85rem; text-align: right; }
ol.tracks .title { font-weight: 600; overflow-wrap: anywhere; }
ol.tracks .by { display: block; font-weight: 400; color: #3d4452; font-size: .9rem; }
ol.tracks audio { grid-column: 2 / 4; height: 2rem; }
ol.tracks a.play { text-decoration: none; }
.back { display: inline-block; margin-bottom: .8rem; color: #1a4fb8; }
footer { position: relative; z-index: 1; text-align: center; font-size: .85rem; padding: 0 1rem 2rem; }
footer p { display: inline-block; margin: 0; padding: .3rem .8rem; border-radius: 999px; color: #f1f3f7; background: rgba(20, 22, 27, .8); }
body.embed { background: transparent; min-height: 0; }
.platform-mark { margin: .2rem 0 .6rem; }
.platform-mark svg { width: 2.4rem; height: 2.4rem; }
h2 { font-size: 1rem; margin: 0 0 .5rem; }
body.embed main.card { margin: 0; max-width: none; box-shadow: none; }
.card h1 a { color: inherit; text-decoration: none; }
.card { display: flex; gap: .8rem; align-items: center; padding: .7rem; background: #ffffff; border-radius: 14px; border: 1px solid #d3d7df; height: 100vh; }
.card img, .card .no-cover { flex: none; width: 132px; height: 132px; border-radius: 10px; object-fit: cover; background: #e6e8ee; }
.card .text { min-width: 0; flex: 1; }
.card h1 { font-size: 1.1rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.card .artists { margin: .1rem 0 .5rem; font-size: .9rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.card ul { display: flex; flex-wrap: wrap; gap: .4rem; }
.card a.mark { display: block; border-radius: 8px; }
.card a.mark svg { display: block; width: 2rem; height: 2rem; }
.card audio { height: 2rem; margin-top: .5rem; }
@media (max-width: 480px) {
  main { margin: 0; max-width: none; min-height: 100vh; border-radius: 0; box-shadow: none; padding: 1rem 1rem 1.5rem; }
  footer { display: none; }
}
`;

/**
 * The one script, an enhancement: the page works without it (the link stands in a read-only
 * field, the e-mail link shares it). Where the browser has them, it shows "Copy link" (the
 * Clipboard API) and "Share…" (the system share sheet, the Web Share API).
 */
export const SHARE_PAGE_SCRIPT = `for (const button of document.querySelectorAll('[data-copy]')) {
  if (!navigator.clipboard) continue;
  button.hidden = false;
  button.addEventListener('click', () => navigator.clipboard.writeText(button.dataset.copy).then(() => {
    button.textContent = 'Copied';
    setTimeout(() => { button.textContent = 'Copy link'; }, 2000);
  }));
}
for (const button of document.querySelectorAll('[data-share]')) {
  if (!navigator.share) continue;
  button.hidden = false;
  button.addEventListener('click', () => navigator.share({ title: document.title, url: button.dataset.share }).catch(() => {}));
}`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** `style-src` and `script-src` name the sheet and the script by their hashes: nothing else, inline or fetched, may apply or run. */
const STYLE_HASH = sha256(SHARE_PAGE_STYLE);
const SCRIPT_HASH = sha256(SHARE_PAGE_SCRIPT);

/**
 * A share page's policy: images only from the platforms' image hosts, audio only from their
 * preview hosts (plus `sandboxOrigins`, the simulators serving both in sandbox mode), its own
 * sheet and script and nothing else: no frame, no form, no other origin. The embeddable card
 * (`embed`) may be framed by any site and runs no script; every other page may be framed by none.
 */
export function sharePagePolicy(options: { sandboxOrigins?: readonly string[]; embed?: boolean } = {}): string {
  const sandbox = options.sandboxOrigins ?? [];
  return [
    "default-src 'none'",
    `img-src ${[...PLATFORM_IMAGE_HOSTS.map((host) => `https://${host}`), ...sandbox].join(' ')}`,
    `media-src ${[...PLATFORM_PREVIEW_HOSTS.map((host) => `https://${host}`), ...sandbox].join(' ')}`,
    `style-src 'sha256-${STYLE_HASH}'`,
    ...(options.embed ? [] : [`script-src 'sha256-${SCRIPT_HASH}'`]),
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${options.embed ? '*' : "'none'"}`,
  ].join('; ');
}

/** The policy outside sandbox mode. */
export const SHARE_PAGE_POLICY = sharePagePolicy();
