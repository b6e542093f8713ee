import { findBestMatch, PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { startSandbox } from '@segue/sandbox';
import { createAdapter, createHttpLayer, type PlatformAdapter } from './index';

const faults = { latencyMs: 5, errorRate: 0.04, hangRate: 0.01, malformedRate: 0.02, rateLimitedRate: 0.03 };
const sandbox = await startSandbox({ seed: 1, faults: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, faults])) });
const layer = createHttpLayer({ timeoutMs: 400, backoff: { baseMs: 20, capMs: 200, retryAfterCapMs: 300 }, budgets: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, { concurrency: 16, requests: 100000, intervalMs: 1000 }])) });
const c = sandbox.credentials;
const u = sandbox.urls;
const adapters: Record<PlatformKey, PlatformAdapter> = {
  applemusic: createAdapter('applemusic', { baseUrls: { api: u.applemusic.api! }, credentials: { team_id: c.applemusic.team_id!, key_id: c.applemusic.key_id!, private_key: c.applemusic.private_key!, storefront: 'us' }, http: layer.client('applemusic', 'p') }),
  spotify: createAdapter('spotify', { baseUrls: { api: u.spotify.api!, accounts: u.spotify.accounts! }, credentials: { client_id: c.spotify.client_id!, client_secret: c.spotify.client_secret! }, http: layer.client('spotify', 'p') }),
  deezer: createAdapter('deezer', { baseUrls: { api: u.deezer.api!, connect: u.deezer.connect ?? '' }, credentials: { app_id: '1', secret: 's' }, http: layer.client('deezer', 'p') }),
  tidal: createAdapter('tidal', { baseUrls: { api: u.tidal.api!, auth: u.tidal.auth!, login: u.tidal.login ?? '' }, credentials: { client_id: c.tidal.client_id!, client_secret: c.tidal.client_secret! }, http: layer.client('tidal', 'p') }),
  ytmusic: createAdapter('ytmusic', { baseUrls: { api: u.ytmusic.api! }, credentials: {}, http: layer.client('ytmusic', 'p') }),
};
const originals = sandbox.catalog.recordings.filter((r) => !r.decoyOf);
const sample = originals.filter((_, i) => i % 37 === 0).slice(0, 120);
for (const target of PLATFORM_KEYS) {
  let tp = 0, fp = 0, fn = 0, absent = 0;
  const misses: string[] = [];
  for (const rec of sample) {
    const src = (PLATFORM_KEYS.filter((p) => p !== target && rec.platforms[p]))[0];
    if (!src) continue;
    const s = rec.platforms[src]!;
    const q = { title: s.title, artists: s.artists, durationMs: s.durationMs, ...(s.isrc ? { isrc: s.isrc } : {}) };
    const cands = await adapters[target].searchTracks(q);
    const m = findBestMatch(q, cands);
    const want = rec.platforms[target]?.id;
    const got = m.best ? cands[m.index]!.id : undefined;
    if (!want) { absent++; if (got) { fp++; misses.push(`FP(absent) ${src}:${s.title} / ${s.artists} -> ${cands[m.index]!.title}`); } continue; }
    if (got === want) tp++;
    else if (got) { fp++; misses.push(`FP ${src}:${s.title} / ${s.artists} -> ${cands[m.index]!.title} / ${cands[m.index]!.artists} (want ${rec.platforms[target]!.title})`); }
    else { fn++; misses.push(`FN ${src}:${s.title} / ${s.artists} ${cands.length} cands; want ${rec.platforms[target]!.title} / ${rec.platforms[target]!.artists}; ${m.reasons.slice(0, 2).join(';')}`); }
  }
  console.log(target, { tp, fp, fn, absent, requests: layer.stats()[target].requests });
  for (const m of misses.slice(0, 6)) console.log('   ', m);
}
for (const p of PLATFORM_KEYS) {
  const pl = sandbox.catalog.playlists.find((x) => x.platform === p && x.recordingIds.length === 1000)!;
  const t = Date.now();
  const read = await adapters[p].getPlaylist(pl.platformId).catch((e: unknown) => String(e));
  console.log(p, 'playlist 1000', typeof read === 'string' ? read : read.tracks.length, Date.now() - t, 'ms', layer.stats()[p]);
}
await layer.close();
await sandbox.close();
