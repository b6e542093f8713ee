import type { SegueClient, StartTransferInput } from '@segue/client';
import { parseMusicUrl, platformName, type PlatformKey } from '@segue/core';
import type { LibraryPlaylist, Transfer, TransferItem } from '@segue/core/schemas';
import { describeError } from './describe-error';
import type { LinkedAccounts } from './linking-items';
import type { Outcome } from './notice';
import { searchText } from './search-text';
import { checkServerAccess, clientFor } from './server-access';
import type { Settings } from './settings';
import { itemList, linkedPlatforms } from './transfer-view';

/** The server, as the "Move my music" page reaches it: a client acting for one linked platform's token. */
export interface MoveDeps {
  settings: Settings;
  client(platform: PlatformKey): SegueClient;
}

export function moveDeps(settings: Settings): MoveDeps {
  return { settings, client: (platform) => clientFor(settings, platform) };
}

/** One server call of an extension page: refused before sending when the server is not set up or reachable, any failure in words. */
export async function callServer<T>(deps: { settings: Settings }, run: () => Promise<T>): Promise<Outcome<{ value: T }>> {
  const blocked = await checkServerAccess(deps.settings);
  if (blocked) return { ok: false, notice: blocked };
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, notice: describeError(error, deps.settings.serverUrl) };
  }
}

/** The linked platform whose token names the transfer's user: its source's when it does. */
export function tokenPlatform(accounts: LinkedAccounts | undefined, transfer: Pick<Transfer, 'from' | 'to' | 'user_id'>): PlatformKey {
  const candidates = [transfer.from, transfer.to, ...linkedPlatforms(accounts)];
  return candidates.find((platform) => accounts?.[platform]?.userId === transfer.user_id) ?? transfer.from;
}

/** One linked platform per Segue user linked here: whose token to ask with for everything of that user. */
export function platformPerUser(accounts: LinkedAccounts | undefined): PlatformKey[] {
  const byUser = new Map<string, PlatformKey>();
  for (const platform of linkedPlatforms(accounts)) {
    const userId = accounts?.[platform]?.userId;
    if (userId !== undefined && !byUser.has(userId)) byUser.set(userId, platform);
  }
  return [...byUser.values()];
}

/** Every transfer of the Segue users linked here (one request per user, not per platform), newest first. */
export async function loadTransfers(deps: MoveDeps, accounts: LinkedAccounts | undefined): Promise<Outcome<{ value: Transfer[] }>> {
  return callServer(deps, async () => {
    const lists = await Promise.all(platformPerUser(accounts).map((platform) => deps.client(platform).me.transfers()));
    return lists.flat().sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  });
}

export function startMove(deps: MoveDeps, request: StartTransferInput): Promise<Outcome<{ value: Transfer }>> {
  return callServer(deps, () => deps.client(request.from).me.startTransfer(request));
}

export function readTransfer(deps: MoveDeps, platform: PlatformKey, id: string): Promise<Outcome<{ value: Transfer }>> {
  return callServer(deps, () => deps.client(platform).me.transfer(id));
}

/** The source's playlists, to pick some. */
export function sourcePlaylists(deps: MoveDeps, platform: PlatformKey): Promise<Outcome<{ value: LibraryPlaylist[] }>> {
  return callServer(deps, async () => (await deps.client(platform).me.playlists(platform)).payload);
}

/** Applies a chosen target id to a left-out item; the transfer as it is now. */
export function applyChoice(deps: MoveDeps, platform: PlatformKey, transfer: Transfer, item: TransferItem, targetId: string): Promise<Outcome<{ value: Transfer }>> {
  return callServer(deps, () => deps.client(platform).me.applyTransferItem(transfer.task_id, { list: itemList(item), position: item.position, target_id: targetId }));
}

/** Something found on the target for an item, to apply. */
export interface Found {
  id: string;
  title: string;
  artists: string[];
  url: string;
  /** How sure the server is, for a search or conversion. */
  confidence?: number;
}

const ENTITY_OF: Record<TransferItem['kind'], 'track' | 'album' | 'artist'> = { liked_track: 'track', playlist_track: 'track', album: 'album', artist: 'artist' };

/**
 * Finds what to apply on the target: a link on the target is taken as it is (the server checks
 * it when applied), a link elsewhere is converted, and words are searched (tracks only: the
 * server searches tracks by words; an album or artist needs a link).
 */
export async function findOnTarget(deps: MoveDeps, target: PlatformKey, item: TransferItem, query: string): Promise<Outcome<{ found: Found }>> {
  const entity = ENTITY_OF[item.kind];
  const words = query.trim();
  const link = parseMusicUrl(words);
  if (link !== null && link.type !== entity) {
    return { ok: false, notice: { kind: 'not-music', title: `That is not a link to ${entity === 'artist' ? 'an' : 'a'} ${entity}`, detail: `Paste a ${platformName(target)} ${entity} link, or search words.` } };
  }
  if (link !== null && link.platform === target) return { ok: true, found: { id: link.id, title: words, artists: [], url: words } };
  if (link === null && entity !== 'track') {
    return { ok: false, notice: { kind: 'not-music', title: `Paste a link to the ${entity}`, detail: `Words search tracks only: open the ${entity} on ${platformName(target)} and paste its link here.` } };
  }
  if (link === null) {
    const reply = await searchText(words, target, { settings: deps.settings, client: deps.client(target) });
    if (!reply.ok) return reply;
    return foundIn(reply.result.platforms, target);
  }
  const converted = await callServer(deps, () => deps.client(target).convert({ url: words, target_platform: target }));
  if (!converted.ok) return converted;
  if (converted.value.kind !== 'result') return { ok: false, notice: { kind: 'not-music', title: 'Not a track, album or artist link', detail: 'Paste the link of one track, album or artist.' } };
  return foundIn(converted.value.result.platforms, target);
}

type Converted = { id: string; url: string; match?: { confidence: number } } & ({ title: string; artists: string[] } | { name: string });

function foundIn(platforms: Partial<Record<PlatformKey, Converted>>, target: PlatformKey): Outcome<{ found: Found }> {
  const hit = platforms[target];
  if (hit === undefined) return { ok: false, notice: { kind: 'not-found', title: `Not found on ${platformName(target)}`, detail: 'Try other words, or paste a link.' } };
  const title = 'name' in hit ? hit.name : hit.title;
  const artists = 'artists' in hit ? hit.artists : [];
  return { ok: true, found: { id: hit.id, title, artists, url: hit.url, ...(hit.match ? { confidence: hit.match.confidence } : {}) } };
}
