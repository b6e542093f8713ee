import { isSegueError, type SegueClient } from '@segue/client';
import { platformName, type PlatformKey } from '@segue/core';
import type { Sync } from '@segue/core/schemas';
import { describeError } from './describe-error';
import { linkKey } from './link-key';
import { isLinked } from './linking';
import { linkedAccountsItem, type LinkedAccounts } from './linking-items';
import { notLinkedNotice, type Outcome } from './notice';
import type { Settings } from './settings';
import { callServer, platformPerUser, tokenPlatform, type MoveDeps } from './transfer-calls';

/** The linked platform whose token names the sync's user: its target's first (the user linked it to make the sync). */
export function syncTokenPlatform(accounts: LinkedAccounts | undefined, sync: Pick<Sync, 'source' | 'target' | 'user_id'>): PlatformKey {
  return tokenPlatform(accounts, { from: sync.target.platform, to: sync.source.platform, user_id: sync.user_id });
}

/** Every sync of the Segue users linked here (one request per user, not per platform), newest first. */
export function loadSyncs(deps: MoveDeps, accounts: LinkedAccounts | undefined): Promise<Outcome<{ value: Sync[] }>> {
  return callServer(deps, async () => {
    const lists = await Promise.all(platformPerUser(accounts).map((platform) => deps.client(platform).me.syncs()));
    return lists.flat().sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  });
}

/** One sync with its history (`runs`). */
export function readSync(deps: MoveDeps, platform: PlatformKey, id: string): Promise<Outcome<{ value: Sync }>> {
  return callServer(deps, () => deps.client(platform).me.sync(id));
}

/** Pauses or resumes a sync (resuming runs it at once); the sync as it is now. */
export function setPaused(deps: MoveDeps, platform: PlatformKey, id: string, paused: boolean): Promise<Outcome<{ value: Sync }>> {
  return callServer(deps, () => deps.client(platform).me.updateSync(id, { paused }));
}

/** Queues a run now; the sync as it was (its outcome shows once read again). */
export function runNow(deps: MoveDeps, platform: PlatformKey, id: string): Promise<Outcome<{ value: Sync }>> {
  return callServer(deps, () => deps.client(platform).me.runSync(id));
}

/** Stops a sync for good; the copy stays in the library as it is. */
export function stopSync(deps: MoveDeps, platform: PlatformKey, id: string): Promise<Outcome<{ value: Sync }>> {
  return callServer(deps, () => deps.client(platform).me.stopSync(id));
}

/** Whether `sync` keeps the playlist at `url` on `target` (whatever form of its link the page has). */
export function syncsPlaylist(sync: Sync, url: string, target: PlatformKey): boolean {
  if (sync.target.platform !== target) return false;
  const key = linkKey(url);
  return key !== null && (key === linkKey(sync.source.url) || key === `${sync.source.platform}:playlist:${sync.source.id}`);
}

/**
 * Keeps a copy of the playlist at `url` in step on `target` (mirror, the server's interval), with
 * the client acting for the account linked there. A playlist synced there already (the server
 * answers 409) answers that sync, read from the list, with `already`.
 */
export async function startSync(input: { url: string; target: PlatformKey }, deps: { settings: Settings; client: SegueClient }): Promise<Outcome<{ sync: Sync; already: boolean }>> {
  const name = platformName(input.target);
  if (!isLinked(await linkedAccountsItem.getValue(), input.target)) {
    return { ok: false, notice: notLinkedNotice(name, 'the copy') };
  }
  let conflict: unknown;
  const started = await callServer(deps, async () => {
    try {
      return await deps.client.me.startSync({ source: input.url, target: input.target, mode: 'mirror' });
    } catch (error) {
      // 409 is a sync of this playlist there already, or the most syncs one user may have.
      if (!isSegueError(error) || error.status !== 409) throw error;
      conflict = error;
      return null;
    }
  });
  if (!started.ok) return started;
  if (started.value !== null) return { ok: true, sync: started.value, already: false };
  const listed = await callServer(deps, () => deps.client.me.syncs());
  if (!listed.ok) return listed;
  const existing = listed.value.find((sync) => syncsPlaylist(sync, input.url, input.target));
  return existing ? { ok: true, sync: existing, already: true } : { ok: false, notice: describeError(conflict, deps.settings.serverUrl) };
}
