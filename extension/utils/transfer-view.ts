import type { StartTransferInput } from '@segue/client';
import { LINKABLE_PLATFORM_KEYS, platformName, type PlatformKey } from '@segue/core';
import type { Transfer, TransferItem, TransferKind, TransferLeftOutCode } from '@segue/core/schemas';
import { isLinked } from './linking';
import type { LinkedAccounts } from './linking-items';

export const ITEM_KIND_LABELS: Record<TransferItem['kind'], string> = {
  liked_track: 'Liked song',
  album: 'Album',
  artist: 'Artist',
  playlist_track: 'Playlist song',
};

export const PROGRESS_KIND_LABELS: Record<TransferKind, string> = { liked_tracks: 'Liked songs', albums: 'Albums', artists: 'Artists', playlists: 'Playlist songs' };

/** Why an item stayed behind, in words (the server's `reason` says more about each one). */
export const CODE_LABELS: Record<TransferLeftOutCode, string> = {
  not_found: 'Not found',
  no_match: 'No match',
  uncertain_match: 'Uncertain match',
  other_release: 'Only another release',
  not_under_isrc: 'Not under its ISRC',
  no_search: 'Cannot be searched',
  lookup_failed: 'Lookup failed',
  local_file: 'Local file',
  episode: 'Podcast episode or video',
  not_available: 'Not available in your region',
  platform_cannot: 'The platform cannot hold it',
  target_refused: 'Refused by the platform',
  write_failed: 'Could not be written',
  quota: 'Quota ran out',
};

/** The platforms linked here with a working token, in the usual order. */
export function linkedPlatforms(accounts: LinkedAccounts | undefined, now = Date.now()): PlatformKey[] {
  return LINKABLE_PLATFORM_KEYS.filter((platform) => isLinked(accounts, platform, now));
}

/** "Move my music" needs two linked platforms: one to read, one to write. */
export function canMove(accounts: LinkedAccounts | undefined, now = Date.now()): boolean {
  return linkedPlatforms(accounts, now).length >= 2;
}

/**
 * Whether one Segue user linked both platforms here. A transfer reads and writes the libraries
 * of the one user the source's token names, so that user must have linked the target too.
 */
export function sameUser(accounts: LinkedAccounts | undefined, from: PlatformKey, to: PlatformKey): boolean {
  const a = accounts?.[from];
  const b = accounts?.[to];
  return a !== undefined && b !== undefined && a.userId === b.userId;
}

export function isRunning(transfer: Transfer): boolean {
  return transfer.status === 'pending' || transfer.status === 'waiting_for_quota';
}

/** The transfer to show when the page opens: one still running, else the newest. */
export function transferToShow(transfers: readonly Transfer[]): Transfer | undefined {
  const newest = [...transfers].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return newest.find(isRunning) ?? newest[0];
}

/**
 * A transfer read alone: once finished it lists its items, and one that finished with none (it
 * failed before reading anything) has an empty list rather than none, so it is not read again.
 */
export function withItems(transfer: Transfer): Transfer {
  return isRunning(transfer) ? transfer : { ...transfer, items: transfer.items ?? [] };
}

/** What the person chose on the form. */
export interface MoveChoice {
  from: PlatformKey;
  to: PlatformKey;
  likedTracks: boolean;
  albums: boolean;
  artists: boolean;
  /** Every playlist, none, or these ids of the source's playlists. */
  playlists: 'all' | 'none' | string[];
}

/** The request body for a choice, or what is wrong with it: it moves nothing, or to the platform it reads. */
export function transferRequest(choice: MoveChoice): { request: StartTransferInput } | { problem: string } {
  if (choice.from === choice.to) return { problem: 'Choose another platform to move to.' };
  const playlists = Array.isArray(choice.playlists) && choice.playlists.length === 0 ? 'none' : choice.playlists;
  if (!choice.likedTracks && !choice.albums && !choice.artists && playlists === 'none') return { problem: 'Choose something to move.' };
  return {
    request: { from: choice.from, to: choice.to, include: { liked_tracks: choice.likedTracks, albums: choice.albums, artists: choice.artists, playlists } },
  };
}

/** The current step in words, with the time the quota comes back while waiting for it. */
export function stepText(transfer: Transfer, formatTime: (iso: string) => string = localTime): string {
  const from = platformName(transfer.from);
  const to = platformName(transfer.to);
  const { progress } = transfer;
  switch (progress.step) {
    case 'queued':
      return 'Waiting to start…';
    case 'reading':
      return `Reading your ${from} library…`;
    case 'matching':
      return `Finding your music on ${to}…`;
    case 'writing':
      return `Adding to your ${to} library…`;
    case 'waiting_for_quota':
      return progress.resumes_at
        ? `Waiting for ${to}'s quota until ${formatTime(progress.resumes_at)}: the move goes on by itself then.`
        : `Waiting for ${to}'s quota: the move goes on by itself.`;
    case 'finished':
      return transfer.status === 'failed' ? 'Stopped.' : 'Done.';
  }
}

/** When the server expects the move to finish, while it runs. */
export function estimateText(transfer: Transfer, formatTime: (iso: string) => string = localTime): string | null {
  const estimate = transfer.progress.estimate;
  if (!estimate || !isRunning(transfer)) return null;
  const size = estimate.basis === 'source' ? `up to ${estimate.items} items to move` : `${estimate.items} items to write`;
  return `Expected to finish by ${formatTime(estimate.finishes_at)} (${size}, ${estimate.write_requests} write requests).`;
}

export function localTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The list an item belongs to, as `POST …/items` names it. */
export function itemList(item: TransferItem): string {
  if (item.kind === 'playlist_track') return item.playlist ?? '';
  return item.kind === 'liked_track' ? 'liked' : item.kind === 'album' ? 'albums' : 'artists';
}

export function itemKey(item: TransferItem): string {
  return `${itemList(item)}#${item.position}`;
}

/** Totals of a finished transfer. */
export function summaryOf(transfer: Transfer): { total: number; added: number; alreadyThere: number; leftOut: number } {
  const items = transfer.items ?? [];
  const count = (outcome: TransferItem['outcome']) => items.filter((item) => item.outcome === outcome).length;
  return { total: items.length, added: count('added'), alreadyThere: count('already_there'), leftOut: count('left_out') };
}

export interface ItemFilter {
  kind: TransferItem['kind'] | 'all';
  code: TransferLeftOutCode | 'all';
}

export function leftOutItems(transfer: Transfer): TransferItem[] {
  return (transfer.items ?? []).filter((item) => item.outcome === 'left_out');
}

export function filterItems(items: readonly TransferItem[], filter: ItemFilter): TransferItem[] {
  return items.filter((item) => (filter.kind === 'all' || item.kind === filter.kind) && (filter.code === 'all' || item.code === filter.code));
}

/** The kinds and reasons present among `items`, each with how many, for the filters. */
export function filterChoices(items: readonly TransferItem[]): { kinds: [TransferItem['kind'], number][]; codes: [TransferLeftOutCode, number][] } {
  const kinds = new Map<TransferItem['kind'], number>();
  const codes = new Map<TransferLeftOutCode, number>();
  for (const item of items) {
    kinds.set(item.kind, (kinds.get(item.kind) ?? 0) + 1);
    if (item.code) codes.set(item.code, (codes.get(item.code) ?? 0) + 1);
  }
  return { kinds: [...kinds], codes: [...codes] };
}

/** The words to search the target for, from the item's title and artists. */
export function searchWordsFor(item: TransferItem): string {
  return [item.source.title, ...item.source.artists.slice(0, 1)].filter((part) => part.trim() !== '').join(' ');
}

/** The source playlist an item came from, by title. */
export function playlistTitle(transfer: Transfer, item: TransferItem): string | undefined {
  if (item.playlist === undefined) return undefined;
  return transfer.playlists.find((p) => p.source.id === item.playlist)?.source.title ?? item.playlist;
}
