import type { Transfer } from '@segue/core/schemas';
import { describe, expect, it } from 'vitest';
import { finishedTransfer, LISTENER_ID } from '../test/fixtures';
import type { LinkedAccount, LinkedAccounts } from './linking-items';
import {
  canMove,
  estimateText,
  filterChoices,
  filterItems,
  itemKey,
  itemList,
  leftOutItems,
  linkedPlatforms,
  playlistTitle,
  sameUser,
  searchWordsFor,
  stepText,
  summaryOf,
  transferRequest,
  transferToShow,
  withItems,
} from './transfer-view';

const NOW = Date.UTC(2026, 10, 20, 12);
const account = (userId = LISTENER_ID, expiresAt = NOW + 3_600_000): LinkedAccount => ({ token: 't', userId, username: 'ana', email: '', linkedAt: NOW, expiresAt });
const running = (progress: Partial<Transfer['progress']>, status: Transfer['status'] = 'pending'): Transfer =>
  finishedTransfer({ status, items: undefined, progress: { step: 'matching', kinds: {}, total: 10, done: 4, ...progress } });
const time = (iso: string) => `<${iso}>`;

describe('who may move', () => {
  it('offers the page once two platforms are linked with a working token', () => {
    const accounts: LinkedAccounts = { deezer: account(), spotify: account(), tidal: account(LISTENER_ID, NOW - 1) };
    expect(linkedPlatforms(accounts, NOW)).toEqual(['spotify', 'deezer']);
    expect(canMove(accounts, NOW)).toBe(true);
    expect(canMove({ deezer: account(), tidal: account(LISTENER_ID, NOW - 1) }, NOW)).toBe(false);
    expect(canMove(undefined, NOW)).toBe(false);
  });

  it('knows when two platforms were linked as different Segue users', () => {
    const accounts: LinkedAccounts = { deezer: account(), spotify: account(), tidal: account('other') };
    expect(sameUser(accounts, 'spotify', 'deezer')).toBe(true);
    expect(sameUser(accounts, 'spotify', 'tidal')).toBe(false);
    expect(sameUser(accounts, 'spotify', 'ytmusic')).toBe(false);
  });
});

describe('the request', () => {
  const choice = { from: 'spotify', to: 'deezer', likedTracks: true, albums: false, artists: true, playlists: 'all' } as const;
  it('sends what was chosen, a subset of playlists by id', () => {
    expect(transferRequest(choice)).toEqual({ request: { from: 'spotify', to: 'deezer', include: { liked_tracks: true, albums: false, artists: true, playlists: 'all' } } });
    expect(transferRequest({ ...choice, playlists: ['p1', 'p2'] })).toMatchObject({ request: { include: { playlists: ['p1', 'p2'] } } });
  });
  it('treats an empty pick as no playlists, and refuses to move nothing or onto the source', () => {
    expect(transferRequest({ ...choice, playlists: [] })).toMatchObject({ request: { include: { playlists: 'none' } } });
    expect(transferRequest({ ...choice, likedTracks: false, artists: false, playlists: [] })).toEqual({ problem: 'Choose something to move.' });
    expect(transferRequest({ ...choice, to: 'spotify' })).toEqual({ problem: 'Choose another platform to move to.' });
  });
});

describe('progress', () => {
  it('says the step in words, and until when it waits for the quota', () => {
    expect(stepText(running({ step: 'reading' }))).toBe('Reading your Spotify library…');
    expect(stepText(running({ step: 'matching' }))).toBe('Finding your music on Deezer…');
    expect(stepText(running({ step: 'writing' }))).toBe('Adding to your Deezer library…');
    expect(stepText(running({ step: 'waiting_for_quota', resumes_at: '2026-11-21T08:00:00.000Z' }, 'waiting_for_quota'), time)).toBe(
      "Waiting for Deezer's quota until <2026-11-21T08:00:00.000Z>: the move goes on by itself then.",
    );
    expect(stepText(finishedTransfer({ status: 'failed' }))).toBe('Stopped.');
  });

  it('gives the estimate only while it runs', () => {
    const estimate = { basis: 'matched' as const, items: 40, write_requests: 12, quota_units: 0, finishes_at: '2026-11-20T12:30:00.000Z' };
    expect(estimateText(running({ estimate }), time)).toBe('Expected to finish by <2026-11-20T12:30:00.000Z> (40 items to write, 12 write requests).');
    // Before the library is read, the estimate counts what the source reports, an upper bound.
    const first = { ...estimate, basis: 'source' as const, items: 55 };
    expect(estimateText(running({ estimate: first }), time)).toBe('Expected to finish by <2026-11-20T12:30:00.000Z> (up to 55 items to move, 12 write requests).');
    expect(estimateText(finishedTransfer({ progress: { ...finishedTransfer().progress, estimate } }), time)).toBeNull();
  });

  it('shows a running transfer first when the page opens again, else the newest', () => {
    const old = running({}, 'waiting_for_quota');
    const newer = finishedTransfer({ task_id: 'b', created_at: '2026-11-21T10:00:00.000Z' });
    expect(transferToShow([newer, old])).toBe(old);
    expect(transferToShow([finishedTransfer(), newer])).toBe(newer);
    expect(transferToShow([])).toBeUndefined();
  });

  it('gives a finished transfer read alone an item list, even an empty one', () => {
    expect(withItems(finishedTransfer({ status: 'failed', items: undefined })).items).toEqual([]);
    expect(withItems(running({})).items).toBeUndefined();
  });
});

describe('the result', () => {
  const transfer = finishedTransfer();
  it('sums up the outcomes', () => {
    expect(summaryOf(transfer)).toEqual({ total: 4, added: 1, alreadyThere: 1, leftOut: 2 });
  });

  it('lists what was left out, filtered by kind and reason, with the choices present', () => {
    const left = leftOutItems(transfer);
    expect(left.map(itemKey)).toEqual(['liked#2', 'pl1#0']);
    expect(filterChoices(left)).toEqual({ kinds: [['liked_track', 1], ['playlist_track', 1]], codes: [['uncertain_match', 1], ['local_file', 1]] });
    expect(filterItems(left, { kind: 'playlist_track', code: 'all' }).map(itemKey)).toEqual(['pl1#0']);
    expect(filterItems(left, { kind: 'all', code: 'uncertain_match' }).map(itemKey)).toEqual(['liked#2']);
    expect(filterItems(left, { kind: 'liked_track', code: 'local_file' })).toEqual([]);
  });

  it('names each item’s list as the API does, its playlist by title, and the words to search', () => {
    const [liked, , , inPlaylist] = transfer.items!;
    expect(itemList(liked!)).toBe('liked');
    expect(itemList({ ...liked!, kind: 'album' })).toBe('albums');
    expect(itemList({ ...liked!, kind: 'artist' })).toBe('artists');
    expect(itemList(inPlaylist!)).toBe('pl1');
    expect(playlistTitle(transfer, inPlaylist!)).toBe('Road, "trip"');
    expect(playlistTitle(transfer, liked!)).toBeUndefined();
    expect(searchWordsFor(liked!)).toBe('Midnight Drive The Lanterns');
  });
});
