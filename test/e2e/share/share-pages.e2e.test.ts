import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR, startServerProcess, type ServerProcess } from '../../src/support/server-process';
import { launchChromium, type SandboxInfo } from '../dashboard/support/dashboard-env';

// Share pages in sandbox mode, as a friend opens them in Chromium at a phone's and a desktop's
// width: nothing is routed or stubbed, so the covers and clips come from the simulators' media
// hosts the server rebased them onto (no image host on the internet is reachable here).

let dataDir: string;
let server: ServerProcess;
let sandbox: SandboxInfo;
let browser: Browser;

interface Truth {
  recordings: { id: string; kind: string; decoy_of: string | null; platforms: Record<string, { url: string } | null> }[];
  albums: { platforms: Record<string, { url: string } | null> }[];
  artists: { platforms: Record<string, { url: string } | null> }[];
  playlists: { platform: string; url: string; recording_ids: string[] }[];
}
let truth: Truth;

type View = { preview?: string; match?: { band?: string } };
type Converted = { platforms: Record<string, View>; share_url: string };

const api = (pathname: string, init: RequestInit = {}) =>
  fetch(`${server.url}${pathname}`, { ...init, headers: { 'content-type': 'application/json', 'x-segue-public-key': sandbox.app.public_key, ...init.headers } });

async function convert(url: string): Promise<Converted> {
  const response = await api('/v1/entity/convert', { method: 'POST', body: JSON.stringify({ url, target_platform: 'all' }) });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { payload: Converted } }).data.payload;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'segue-e2e-share-'));
  server = await startServerProcess({ SEGUE_SANDBOX: '1', SEGUE_DATA_DIR: dataDir }, 90_000);
  sandbox = JSON.parse(readFileSync(path.join(dataDir, 'sandbox.json'), 'utf8')) as SandboxInfo;
  truth = (await (await fetch(sandbox.catalog_url)).json()) as Truth;
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Opens `url` at each width, checks the page with `check`, and saves `share-{name}-{phone,desktop}.png`. */
async function atBothWidths(url: string, name: string, check: (page: Page) => Promise<void>): Promise<void> {
  for (const [width, height, label] of [
    [390, 844, 'phone'],
    [1280, 900, 'desktop'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height } });
    try {
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.goto(url);
      await page.locator('h1').waitFor();
      await coversLoaded(page);
      await check(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      expect(refused, `${name}: what the policy refused`).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `share-${name}-${label}.png`), fullPage: label === 'phone' });
    } finally {
      await context.close();
    }
  }
}

/** Every cover image on the page finished loading with pixels (a broken image has naturalWidth 0). */
async function coversLoaded(page: Page): Promise<void> {
  const cover = page.locator('img.cover');
  expect(await cover.count()).toBe(1);
  expect(await cover.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** The page has a preview player when the conversion's answer has a clip on any platform, and none otherwise. */
async function previewAsAnswered(page: Page, converted: Converted): Promise<void> {
  const answered = Object.values(converted.platforms).some((view) => (view.preview ?? '') !== '');
  const shown = (await (await api(`${new URL(converted.share_url).pathname}.json`)).json()) as { data: { preview?: string } };
  const players = page.locator('main audio[controls]');
  if (answered || shown.data.preview) {
    expect(await players.count()).toBe(1);
    expect(await players.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  } else expect(await players.count()).toBe(0);
}

/** Rows marked "Not sure" are exactly the platforms the API answered `band: "review"`, each with its own search. */
async function reviewMarksAsAnswered(page: Page, converted: Converted): Promise<string[]> {
  const review = Object.entries(converted.platforms)
    .filter(([, view]) => view.match?.band === 'review')
    .map(([platform]) => platform);
  const marked = await page.locator('li.review a.platform').evaluateAll((links) => links.map((link) => link.getAttribute('data-platform') ?? ''));
  expect(marked.sort()).toEqual([...review].sort());
  expect(await page.getByText('Not sure', { exact: true }).count()).toBe(review.length);
  expect(await page.locator('li.review a.search').count()).toBe(review.length);
  return review;
}

describe('share pages in sandbox mode', () => {
  it('a track: its cover, a preview player where the answer has a clip, a button per platform, copy and share', async () => {
    const track = truth.recordings.find((r) => r.decoy_of === null && r.kind === 'plain' && r.platforms.spotify && r.platforms.deezer)!;
    const converted = await convert(track.platforms.spotify!.url);
    expect(Object.values(converted.platforms).some((view) => (view.preview ?? '') !== '')).toBe(true);
    await atBothWidths(converted.share_url, 'track', async (page) => {
      await previewAsAnswered(page, converted);
      await reviewMarksAsAnswered(page, converted);
      expect(await page.locator('main a.platform').count()).toBe(Object.keys(converted.platforms).length);
      expect(await page.locator('#share-url').inputValue()).toBe(converted.share_url);
      // The hashed script ran: Chromium has the Clipboard API, so "Copy link" shows.
      await page.getByRole('button', { name: 'Copy link' }).waitFor();
      const discovery = await page.locator('link[rel="alternate"][type="application/json+oembed"]').getAttribute('href');
      expect(discovery).toBe(`${server.url}/oembed?url=${encodeURIComponent(converted.share_url)}&format=json`);
    });
    // The oEmbed answer the page names, and its card, whose cover loads too.
    const oembed = (await (await fetch(`${server.url}/oembed?url=${encodeURIComponent(converted.share_url)}&format=json`)).json()) as { html: string; thumbnail_url: string };
    expect(oembed.html).toContain(`src="${converted.share_url}/embed"`);
    expect(oembed.thumbnail_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const context = await browser.newContext({ viewport: { width: 480, height: 152 } });
    try {
      const card = await context.newPage();
      await card.goto(`${converted.share_url}/embed`);
      await expect.poll(() => card.locator('main.card img').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
      await card.screenshot({ path: path.join(SCREENSHOTS_DIR, 'share-embed.png') });
    } finally {
      await context.close();
    }
    const foreign = await fetch(`${server.url}/oembed?url=${encodeURIComponent('https://evil.example/s/AbCd1234')}`);
    expect(foreign.status).toBe(400);
  });

  it('a track found only probably: the rows the API answers review are marked "Not sure" with a search instead', async () => {
    // Through the server the matcher rarely stays unsure (album positions settle most cases):
    // in the sandbox's seeded catalog, some re-recordings converted from Deezer do, where YouTube
    // Music (no ISRCs there) has only the other recording; the first is among the first few.
    const candidates = truth.recordings.filter((r) => r.kind === 'rerecording' && r.platforms.deezer).slice(0, 40);
    let found: Converted | undefined;
    for (const candidate of candidates) {
      const converted = await convert(candidate.platforms.deezer!.url);
      if (Object.values(converted.platforms).some((view) => view.match?.band === 'review')) {
        found = converted;
        break;
      }
    }
    expect(found, 'a conversion answered with a review match').toBeDefined();
    await atBothWidths(found!.share_url, 'review', async (page) => {
      const review = await reviewMarksAsAnswered(page, found!);
      expect(review.length).toBeGreaterThan(0);
      await previewAsAnswered(page, found!);
    });
  });

  it('an album and an artist: their covers and pictures, one button per platform found', async () => {
    const album = truth.albums.find((a) => a.platforms.deezer && a.platforms.spotify && a.platforms.tidal)!;
    const convertedAlbum = await convert(album.platforms.deezer!.url);
    await atBothWidths(convertedAlbum.share_url, 'album', async (page) => {
      expect(await page.locator('main a.platform').count()).toBe(Object.keys(convertedAlbum.platforms).length);
      await previewAsAnswered(page, convertedAlbum);
    });
    const artist = truth.artists.find((a) => a.platforms.tidal && a.platforms.spotify && a.platforms.deezer)!;
    const convertedArtist = await convert(artist.platforms.tidal!.url);
    await atBothWidths(convertedArtist.share_url, 'artist', async (page) => {
      expect(await page.getByRole('img', { name: /^Picture of / }).count()).toBe(1);
      expect(await page.locator('main a.platform').count()).toBe(Object.keys(convertedArtist.platforms).length);
      await previewAsAnswered(page, convertedArtist);
    });
  });

  it('a converted playlist: one button per platform it was converted to, each a playable track list', async () => {
    // A short playlist, though long enough for its track list to look like one, with a song some
    // platform does not have (its list says so).
    const byId = new Map(truth.recordings.map((recording) => [recording.id, recording]));
    const lacksSomewhere = (ids: string[]) => ids.some((id) => Object.values(byId.get(id)?.platforms ?? {}).some((found) => found === null));
    const playlist = truth.playlists
      .filter((entry) => entry.platform === 'deezer' && entry.recording_ids.length >= 6 && lacksSomewhere(entry.recording_ids))
      .sort((a, b) => a.recording_ids.length - b.recording_ids.length)[0]!;
    const started = await api('/v1/entity/convert', { method: 'POST', body: JSON.stringify({ url: playlist.url, target_platform: 'all' }) });
    expect(started.status).toBe(201);
    const taskId = ((await started.json()) as { data: { task_id: string } }).data.task_id;
    type Done = { status: string; payload: { meta: { share_url: string }; platforms: Record<string, { tracks: unknown[]; omitted: { source: { title: string } }[] }> } | null };
    let task: Done | undefined;
    await expect
      .poll(
        async () => {
          task = ((await (await api(`/v1/task/${taskId}`)).json()) as { data: Done }).data;
          return task.status;
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toBe('completed');
    const shareUrl = task!.payload!.meta.share_url;
    // The source keeps its own playlist link; every other platform converted to gets its list.
    const converted = Object.keys(task!.payload!.platforms).filter((platform) => platform !== 'deezer');
    expect(converted.length).toBeGreaterThan(1);
    await atBothWidths(shareUrl, 'playlist', async (page) => {
      const buttons = await page.locator('a.platform[data-converted]').evaluateAll((links) => links.map((link) => link.getAttribute('data-platform') ?? ''));
      expect(buttons.sort()).toEqual([...converted].sort());
      expect(await page.locator('a.platform[data-platform="deezer"]').getAttribute('href')).toBe(playlist.url);
    });
    // Each list says which of the playlist's songs were not found there, as the task answered.
    const shared = ((await (await fetch(`${shareUrl}.json`)).json()) as { data: { missing: Record<string, { title: string }[]> } }).data;
    for (const platform of converted) {
      expect(shared.missing[platform]!.map((track) => track.title), platform).toEqual(task!.payload!.platforms[platform]!.omitted.map((o) => o.source.title));
    }
    const short = converted.find((platform) => task!.payload!.platforms[platform]!.omitted.length > 0);
    expect(short, 'a platform lacking one of the playlist’s songs').toBeDefined();
    const { tracks, omitted } = task!.payload!.platforms[short!]!;
    await atBothWidths(`${shareUrl}/${short!}`, 'playlist-list', async (page) => {
      expect(await page.locator('ol.tracks li').count()).toBe(tracks.length);
      const hrefs = await page.locator('ol.tracks a.play').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.every((href) => href.startsWith('https://'))).toBe(true);
      expect(await page.locator(`a.add[data-segue-add-playlist][data-segue-platform="${short!}"]`).getAttribute('data-segue-source')).toBe(playlist.url);
      expect(await page.locator('h2').first().textContent()).toBe(`${tracks.length} of ${tracks.length + omitted.length} songs`);
      const missing = page.locator('details.missing');
      expect(await missing.locator('summary').textContent()).toMatch(new RegExp(`^${omitted.length} songs? not found on `));
      await missing.locator('summary').click();
      expect(await missing.locator('li .title').evaluateAll((titles) => titles.map((title) => title.firstChild?.textContent))).toEqual(omitted.map((o) => o.source.title));
    });
  });
});
