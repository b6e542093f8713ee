import { createHash, randomUUID } from 'node:crypto';
import { PLATFORMS, type MusicLink, type PlatformKey } from '@segue/core';
import { SYNC_INTERVAL, SyncPatchSchema, SyncRequestSchema, type Sync } from '@segue/core/schemas';
import type { AppPlatformsProvider } from '../app-platforms/app-platforms';
import { AppError } from '../errors/app-error';
import { parseBody } from '../http/json-body';
import { IDEMPOTENCY_KEY_PATTERN } from '../library/add-playlist.service';
import { toLibraryError } from '../library/library-errors';
import { openLinkedLibrary } from '../library/open-linked-library';
import { isPlatformError } from '../platforms/index';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import { nextSlot } from './sync-schedule';
import type { SyncRecord, SyncRepository } from './sync.repository';
import type { SyncStateRepository } from './sync-state.repository';
import { syncView } from './sync-view';

/** Queues a run of a sync now (one job per sync at a time). */
export type SyncSender = (syncId: string, appId: string) => Promise<void>;

/** Syncs one user may have: more is a script gone wrong, and every one costs the platforms' budgets. */
export const MAX_SYNCS_PER_USER = 200;

export interface SyncServiceDeps {
  syncs: SyncRepository;
  state: SyncStateRepository;
  platforms: AppPlatformsProvider;
  resolveLink(url: string, options: { ownLibrary: boolean }): Promise<MusicLink>;
  findUser(appId: string, identifier: string, platform?: PlatformKey): Promise<{ id: string }>;
  libraryOf(appId: string, userId: string, platform: PlatformKey): Promise<PlatformLibrary>;
  send: SyncSender;
  now: () => Date;
}

export type SyncService = ReturnType<typeof createSyncService>;

/** Creating, reading, changing and stopping syncs; the runs are `sync-run.ts`'s. */
export function createSyncService(deps: SyncServiceDeps) {
  async function view(record: SyncRecord, full: boolean): Promise<Sync> {
    const [counts, runs] = await Promise.all([deps.state.counts([record.id]), full ? deps.state.runs(record.id, 20) : deps.state.lastRuns([record.id]).then((m) => [...m.values()])]);
    return syncView(record, counts.get(record.id), runs, { now: deps.now(), full });
  }

  /** Many syncs at once, each with its last run: a list's view. */
  async function views(records: readonly SyncRecord[]): Promise<Sync[]> {
    const ids = records.map((r) => r.id);
    const [counts, last] = await Promise.all([deps.state.counts(ids), deps.state.lastRuns(ids)]);
    const now = deps.now();
    return records.map((r) => syncView(r, counts.get(r.id), last.has(r.id) ? [last.get(r.id)!] : [], { now, full: false }));
  }

  async function owned(appId: string, identifier: string, id: string): Promise<SyncRecord> {
    const userId = (await deps.findUser(appId, identifier)).id;
    const record = await deps.syncs.findForApp(appId, id);
    if (!record || record.userId !== userId) throw new AppError('ENOTFOUND', `no sync ${id} for this user: list them with GET …/syncs`);
    return record;
  }

  const open = (appId: string, userId: string, platform: PlatformKey, role: string) => openLinkedLibrary(deps.libraryOf, appId, userId, platform, `the sync's ${role}`);


  /** The source exists and this user (or, for a public playlist, the app) can read it. */
  async function checkSource(appId: string, userId: string, link: MusicLink): Promise<void> {
    const notFound = new AppError('ENOTFOUND', `the ${PLATFORMS[link.platform].name} playlist ${link.id} was not found, or is private to someone else: send a public playlist or one of the user's own`);
    try {
      const library = await deps.libraryOf(appId, userId, link.platform).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'ENOTFOUND') return undefined;
        throw error;
      });
      if (library) {
        try {
          await library.playlistVersion(link.id);
          return;
        } catch (error) {
          if (!(isPlatformError(error) && error.code === 'not_found')) throw error;
        }
      }
      await (await (await deps.platforms(appId)).adapter(link.platform)).getPlaylist(link.id);
    } catch (error) {
      if (isPlatformError(error) && error.code === 'not_found') throw notFound;
      throw toLibraryError(error, link.platform, 'playlists');
    }
  }

  return {
    async create(appId: string, identifier: string, body: unknown, key?: string): Promise<{ sync: Sync; replayed: boolean }> {
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('EBADREQUEST', 'the Idempotency-Key header must be 1 to 255 visible ASCII characters, such as a UUID');
      const request = parseBody(SyncRequestSchema, body);
      const mode = request.mode ?? 'mirror';
      const interval = request.interval ?? SYNC_INTERVAL.default;
      const link = await deps.resolveLink(request.source, { ownLibrary: true });
      if (link.type !== 'playlist') throw new AppError('EBADREQUEST', `source must be a playlist link; this one is a ${PLATFORMS[link.platform].name} ${link.type} link (convert it with POST /v1/entity/convert)`);
      if (link.platform === request.target) {
        throw new AppError('EBADREQUEST', `the source is a ${PLATFORMS[link.platform].name} playlist already: a sync keeps a copy on another platform (target must differ from the source's platform)`);
      }
      const userId = (await deps.findUser(appId, identifier, request.target)).id;
      const fingerprint = createHash('sha256').update(JSON.stringify([link.platform, link.id, request.target, mode, interval])).digest('hex');
      if (key !== undefined) {
        const earlier = await deps.syncs.byIdempotencyKey(appId, userId, key);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) throw new AppError('EBADREQUEST', `the Idempotency-Key ${key} was already used with another sync for this user: use a new key`, { status: 422 });
          return { sync: await view(earlier, true), replayed: true };
        }
      }
      await open(appId, userId, request.target, 'target');
      if ((await deps.syncs.countForUser(userId)) >= MAX_SYNCS_PER_USER) throw new AppError('EBADREQUEST', `the user has ${MAX_SYNCS_PER_USER} syncs, the most one user may have: stop one first`, { status: 409 });
      await checkSource(appId, userId, link);
      const id = randomUUID();
      const inserted = await deps.syncs.insert({
        id,
        appId,
        userId,
        from: link.platform,
        sourceId: link.id,
        sourceUrl: request.source,
        sourceTitle: '',
        to: request.target,
        mode,
        intervalMinutes: interval,
        nextRunAt: nextSlot(id, interval, deps.now()),
        ...(key === undefined ? {} : { idempotencyKey: key, fingerprint }),
      });
      if (inserted.kind === 'exists') {
        throw new AppError('EBADREQUEST', `this playlist is already synced to ${PLATFORMS[request.target].name} for this user: sync ${inserted.id} (change it with PATCH …/syncs/${inserted.id})`, { status: 409 });
      }
      await deps.syncs.requestRun(id, deps.now());
      await deps.send(id, appId);
      return { sync: await view((await deps.syncs.find(id))!, true), replayed: false };
    },
    async list(appId: string, identifier: string): Promise<Sync[]> {
      const userId = (await deps.findUser(appId, identifier)).id;
      return views(await deps.syncs.listForUser(appId, userId, MAX_SYNCS_PER_USER));
    },
    async get(appId: string, identifier: string, id: string): Promise<Sync> {
      return view(await owned(appId, identifier, id), true);
    },
    async update(appId: string, identifier: string, id: string, body: unknown): Promise<Sync> {
      const change = parseBody(SyncPatchSchema, body);
      const record = await owned(appId, identifier, id);
      const interval = change.interval ?? record.intervalMinutes;
      // A new interval moves the next run onto the new grid (a paused sync has none until resumed).
      await deps.syncs.update(id, {
        ...(change.mode ? { mode: change.mode } : {}),
        ...(change.interval === undefined ? {} : { intervalMinutes: interval, ...(record.pausedCode ? {} : { nextRunAt: nextSlot(id, interval, deps.now()) }) }),
      });
      if (change.paused === true && !record.pausedCode) await deps.syncs.pause(id, 'by_request', 'paused at the listener’s request');
      if (change.paused === false && record.pausedCode) {
        await deps.syncs.resume(id, nextSlot(id, interval, deps.now()));
        await deps.syncs.requestRun(id, deps.now());
        await deps.send(id, appId);
      }
      return view((await deps.syncs.find(id))!, true);
    },
    /** Stops syncing (answers the sync as it was); the copy stays in the listener's library. */
    async remove(appId: string, identifier: string, id: string): Promise<Sync> {
      const last = await view(await owned(appId, identifier, id), true);
      await deps.syncs.remove(id);
      return last;
    },
    async runNow(appId: string, identifier: string, id: string): Promise<Sync> {
      const record = await owned(appId, identifier, id);
      if (record.pausedCode) throw new AppError('EBADREQUEST', `the sync is paused (${record.pausedCode}: ${record.pausedMessage ?? ''}): resume it with PATCH …/syncs/${id} {"paused": false}`, { status: 409 });
      await deps.syncs.requestRun(id, deps.now());
      await deps.send(id, appId);
      return view((await deps.syncs.find(id))!, true);
    },
    /** The app's syncs of every user, newest first, for the dashboard. */
    async recentForApp(appId: string, limit = 50): Promise<Sync[]> {
      return views(await deps.syncs.listForApp(appId, limit));
    },
  };
}
