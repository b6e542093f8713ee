/**
 * `pnpm bench:transfer`: the sandbox's mover (a library of 2,500+ items on every platform: liked
 * songs, playlists, albums, artists) moved between several pairs of platforms by a real server
 * in sandbox mode, one pair after another on one server. For each pair it prints platform
 * requests per moved item, reads and writes apart, beside the minimum the platforms' page and
 * batch sizes allow, and the wall time beside the bound the target's request budget (its
 * published rate limit) sets for those requests. Numbers only: nothing here asserts a figure.
 *
 * BENCH_PAIRS=spotify>deezer,tidal>applemusic picks the pairs (default: four pairs covering
 * every platform but YouTube Music as a target, whose 10,000 quota units a day hold 160 writes:
 * a 2,500-item library takes two weeks there, which the estimate says).
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { MOVER_EMAIL } from '@segue/sandbox';
import type { Transfer } from '@segue/core/schemas';
import { platformRecord } from '../../server/src/platforms/registry';
import type { LibraryWriteLimits } from '../../server/src/platforms/kit/platform-library';
import { startSandboxServer } from '../src/conversion/support/sandbox-server';
import { linkListener } from '../src/library/support/link-listener';
import { isLibraryWrite } from '../src/library/support/library-writes';

const PAIRS = (process.env.BENCH_PAIRS ?? 'spotify>deezer,deezer>tidal,tidal>applemusic,applemusic>spotify,ytmusic>spotify')
  .split(',')
  .map((pair) => pair.split('>') as [PlatformKey, PlatformKey]);

/**
 * The most entries one library read returns, as each platform documents it: Spotify 50
 * (`/me/tracks`, `/me/albums`, `/playlists/{id}/items`), Deezer 100 as Segue asks (the API takes
 * more, undocumented), Apple Music 100 (`/me/library/*`), TIDAL 20 (cursor pages of v2),
 * YouTube Data API 50 (`maxResults`).
 */
const PAGE: Record<PlatformKey, number> = { spotify: 50, deezer: 100, applemusic: 100, tidal: 20, ytmusic: 50 };

const writeLimits = (platform: PlatformKey): LibraryWriteLimits => platformRecord(platform).libraryWriteLimits;

/**
 * Tracks one ISRC lookup can ask for on the target (the matching engine's first step): Spotify
 * 1 (`search?q=isrc:`), Deezer 1 (`/track/isrc:{isrc}`), Apple Music 25 (`filter[isrc]`), TIDAL
 * 20 (`filter[isrc]`); YouTube Music has no ISRC, so one search a track is its least.
 */
const ISRC_BATCH: Record<PlatformKey, number> = { spotify: 1, deezer: 1, applemusic: 25, tidal: 20, ytmusic: 1 };

type Stats = Record<PlatformKey, Record<string, number>>;
const isWrite = isLibraryWrite;
/** Reads of a user's library (the source's lists, the target's state), as opposed to catalog lookups for matching. */
const isLibraryRead = (label: string) => label.startsWith('GET ') && /\/me\b|\/me\/|user\/me|userCollection|playlistItems|subscriptions|videos|channels|\/playlists?\//.test(label);

const env = await startSandboxServer();
try {
  const userId = await linkListener(env.file.base_url, env.file.app, MOVER_EMAIL);
  const stats = async (): Promise<Stats> => {
    const body = (await (await fetch(`${env.file.catalog_url}/__stats`)).json()) as { platforms: Record<PlatformKey, { endpoints: Record<string, number> }> };
    return Object.fromEntries(PLATFORM_KEYS.map((p) => [p, { ...body.platforms[p].endpoints }])) as Stats;
  };
  const headers = { 'x-segue-key': env.file.app.private_key, 'content-type': 'application/json' };
  const rows: string[] = [];
  for (const [from, to] of PAIRS) {
    const before = await stats();
    const started = Date.now();
    const reply = await fetch(`${env.file.base_url}/v1/account/${userId}/transfers`, { method: 'POST', headers, body: JSON.stringify({ from, to }) });
    const created = (await reply.json()) as { data?: Transfer; message: string };
    if (!created.data) throw new Error(`${from} > ${to}: ${reply.status} ${created.message}`);
    let transfer = created.data;
    while (transfer.status === 'pending' || transfer.status === 'waiting_for_quota') {
      await new Promise((done) => setTimeout(done, 1_000));
      transfer = ((await (await fetch(`${env.file.base_url}/v1/account/${userId}/transfers/${transfer.task_id}`, { headers })).json()) as { data: Transfer }).data;
      if (transfer.status === 'waiting_for_quota') break;
    }
    const seconds = (Date.now() - started) / 1000;
    const after = await stats();
    const count = (p: PlatformKey, keep: (label: string) => boolean) =>
      Object.entries(after[p]).reduce((n, [label, c]) => n + (keep(label) ? c - (before[p][label] ?? 0) : 0), 0);
    const libraryReads = count(from, isLibraryRead) + count(to, isLibraryRead);
    const matchingReads = count(from, (l) => !isWrite(l) && !isLibraryRead(l)) + count(to, (l) => !isWrite(l) && !isLibraryRead(l));
    const reads = libraryReads + matchingReads;
    const writes = count(to, isWrite);

    const items = transfer.items ?? [];
    const lists = new Map<string, number>();
    for (const item of items) lists.set(item.playlist ?? item.kind, (lists.get(item.playlist ?? item.kind) ?? 0) + 1);
    // Library reads: each list in the source's pages (a playlist also its metadata), the target's state read once more.
    const minLibraryReads = [...lists].reduce((n, [list, size]) => n + Math.ceil(size / PAGE[from]) + (list.includes('_') ? 0 : 1), 0);
    const tracks = new Set(items.filter((i) => i.kind === 'liked_track' || i.kind === 'playlist_track').map((i) => i.source.id));
    const minMatching = Math.ceil(tracks.size / ISRC_BATCH[to]) + items.filter((i) => i.kind === 'album' || i.kind === 'artist').length;
    const limits = writeLimits(to);
    const added = (kind: string) => items.filter((i) => i.kind === kind && i.outcome === 'added').length;
    const playlistWrites = transfer.playlists.reduce(
      (n, p) => n + (p.state === 'created' ? 1 : 0) + Math.ceil(p.added / limits.addToPlaylist.batch),
      0,
    );
    const per = (n: number, batch: WriteLimitLike) => (batch ? Math.ceil(n / batch.batch) : 0);
    const minWrites = per(added('liked_track'), limits.saveTracks) + per(added('album'), limits.saveAlbums) + per(added('artist'), limits.followArtists) + playlistWrites;
    const { budget } = platformRecord(to);
    const bound = ((reads + writes) / budget.requests) * (budget.intervalMs / 1000);
    const moved = items.filter((i) => i.outcome !== 'left_out').length;
    rows.push(
      [
        `${from} → ${to}`.padEnd(24),
        `${transfer.status}`.padEnd(18),
        `${items.length} items, ${moved} on the target`.padEnd(32),
        `library reads ${libraryReads} (minimum ${minLibraryReads})`.padEnd(34),
        `matching ${matchingReads} (${(matchingReads / items.length).toFixed(3)}/item; minimum ${minMatching}, ${(matchingReads / Math.max(1, minMatching)).toFixed(2)}×)`.padEnd(52),
        `writes ${writes} (${(writes / Math.max(1, moved)).toFixed(3)}/moved item; minimum ${minWrites}, ${(writes / Math.max(1, minWrites)).toFixed(2)}×)`.padEnd(56),
        `${seconds.toFixed(1)} s (rate bound ${bound.toFixed(1)} s, ${(seconds / Math.max(0.001, bound)).toFixed(2)}×)`,
      ].join(' '),
    );
    process.stderr.write(`${rows.at(-1)}\n`);
  }
  console.log('\nTransfer of the sandbox mover, per pair:\n');
  for (const row of rows) console.log(row);
} finally {
  await env.close();
}

type WriteLimitLike = { batch: number } | null;
