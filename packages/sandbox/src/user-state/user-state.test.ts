import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../catalog/generate-catalog';
import { s256Challenge } from './pkce';
import { createUserState } from './user-state';

function setup() {
  const catalog = generateCatalog(3, { recordings: 120 });
  let clock = Date.UTC(2026, 10, 23, 12);
  const state = createUserState(catalog, () => clock);
  const user = catalog.users[0];
  if (!user) throw new Error('no users');
  const advance = (ms: number): void => {
    clock += ms;
  };
  return { catalog, state, user, advance };
}

const request = (userId: string, extra: object = {}) => ({
  platform: 'spotify' as const,
  userId,
  clientId: 'client-a',
  redirectUri: 'http://127.0.0.1:9/callback',
  scopes: ['user-read-email'],
  ...extra,
});

describe('createUserState', () => {
  it('redeems a code once for a grant whose tokens name the user, then refreshes', () => {
    const { state, user } = setup();
    const code = state.issueCode(request(user.id));
    const first = state.exchangeCode('spotify', code, { clientId: 'client-a', redirectUri: 'http://127.0.0.1:9/callback' });
    expect(first.ok).toBe(true);
    expect(state.exchangeCode('spotify', code, { clientId: 'client-a' })).toEqual({ ok: false, reason: 'used' });
    if (!first.ok) return;
    const tokens = state.issueTokens(first.grant, { accessSeconds: 3600, refresh: true });
    expect(tokens.accessToken).toMatch(/^BQ/);
    const verified = state.verify('spotify', tokens.accessToken);
    expect(verified.ok && verified.owner.user).toBe(user);
    expect(verified.ok && verified.owner.scopes).toEqual(['user-read-email']);
    // A token of one platform means nothing on another.
    expect(state.verify('deezer', tokens.accessToken)).toEqual({ ok: false, reason: 'unknown' });
    const refreshed = state.refresh('spotify', tokens.refreshToken ?? '', 'client-a', { accessSeconds: 3600, refresh: false });
    expect(refreshed.ok && refreshed.tokens.refreshToken).toBe(tokens.refreshToken);
    expect(refreshed.ok && refreshed.tokens.accessToken).not.toBe(tokens.accessToken);
    expect(state.refresh('spotify', tokens.refreshToken ?? '', 'client-b', { accessSeconds: 3600, refresh: false })).toEqual({ ok: false, reason: 'client_mismatch' });
  });

  it('refuses expired, mismatched and PKCE-failing codes', () => {
    const { state, user, advance } = setup();
    const late = state.issueCode(request(user.id));
    advance(600_000);
    expect(state.exchangeCode('spotify', late, { clientId: 'client-a' })).toEqual({ ok: false, reason: 'expired' });
    expect(state.exchangeCode('spotify', 'nope', { clientId: 'client-a' })).toEqual({ ok: false, reason: 'unknown' });
    const other = state.issueCode(request(user.id));
    expect(state.exchangeCode('spotify', other, { clientId: 'client-a', redirectUri: 'http://127.0.0.1:9/other' })).toEqual({ ok: false, reason: 'redirect_mismatch' });
    const verifier = 'v'.repeat(50);
    const pkce = { codeChallenge: s256Challenge(verifier), codeChallengeMethod: 'S256' };
    const c1 = state.issueCode(request(user.id, pkce));
    expect(state.exchangeCode('spotify', c1, { clientId: 'client-a', codeVerifier: 'w'.repeat(50) })).toEqual({ ok: false, reason: 'pkce_mismatch' });
    const c2 = state.issueCode(request(user.id, pkce));
    expect(state.exchangeCode('spotify', c2, { clientId: 'client-a' })).toEqual({ ok: false, reason: 'pkce_missing' });
    const c3 = state.issueCode(request(user.id, pkce));
    expect(state.exchangeCode('spotify', c3, { clientId: 'client-a', codeVerifier: verifier }).ok).toBe(true);
  });

  it('expires tokens on the clock and on demand, and revokes grants', () => {
    const { state, user, advance } = setup();
    const grant = state.createGrant('deezer', user.id, 'app', ['basic_access']);
    const short = state.issueTokens(grant, { accessSeconds: 3600, refresh: false });
    const forever = state.issueTokens(grant, { accessSeconds: 0, refresh: false });
    advance(3_600_000);
    expect(state.verify('deezer', short.accessToken)).toEqual({ ok: false, reason: 'expired' });
    expect(state.verify('deezer', forever.accessToken).ok).toBe(true);
    expect(state.expireTokens(user.id, 'spotify')).toBe(0);
    expect(state.expireTokens(user.id, 'deezer')).toBe(1);
    expect(state.verify('deezer', forever.accessToken)).toEqual({ ok: false, reason: 'expired' });

    const g2 = state.createGrant('spotify', user.id, 'client-a', []);
    const t2 = state.issueTokens(g2, { accessSeconds: 3600, refresh: true });
    expect(state.revoke(user.id, 'spotify')).toBe(1);
    expect(state.verify('spotify', t2.accessToken)).toEqual({ ok: false, reason: 'revoked' });
    expect(state.refresh('spotify', t2.refreshToken ?? '', undefined, { accessSeconds: 3600, refresh: true })).toEqual({ ok: false, reason: 'revoked' });
  });

  it('picks the user an OAuth screen approves as', () => {
    const { state, catalog } = setup();
    expect(state.resolveUser(undefined)).toBe(catalog.users[0]);
    expect(state.resolveUser('listener3@sandbox.segue.test')).toBe(catalog.users[2]);
    expect(state.resolveUser('usr-002')).toBe(catalog.users[1]);
    expect(state.resolveUser('nobody@example.com')).toBeUndefined();
  });

  it('registers created playlists in the catalog, the index and the owner library', () => {
    const { state, catalog, user } = setup();
    const before = state.revision();
    const playlist = state.createPlaylist('tidal', user.id, { title: 'New one', public: false });
    expect(playlist.platformId).toMatch(/^[0-9a-f]{8}-/);
    expect(catalog.playlists).toContain(playlist);
    expect(catalog.index.playlistByPlatformId('tidal', playlist.platformId)).toBe(playlist);
    expect(catalog.index.playlist(playlist.id)).toBe(playlist);
    expect(user.accounts.tidal?.playlistIds[0]).toBe(playlist.id);
    const recs = catalog.recordings.filter((r) => r.platforms.tidal).slice(0, 3).map((r) => r.id);
    state.addTracks(playlist, recs.slice(0, 2));
    state.addTracks(playlist, recs.slice(2), 0);
    expect(playlist.recordingIds).toEqual([recs[2], recs[0], recs[1]]);
    expect(state.revision()).toBeGreaterThan(before);
    expect(() => state.addTracks(playlist, ['rec-99999'])).toThrow();
    const noDeezer = catalog.users.find((u) => !u.accounts.deezer);
    expect(() => state.createPlaylist('deezer', noDeezer?.id ?? '', { title: 'x' })).toThrow();
  });
});
