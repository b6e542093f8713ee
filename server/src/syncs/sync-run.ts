import { platformName, type PlatformKey } from '@segue/core';
import type { SyncChange, SyncPauseCode } from '@segue/core/schemas';
import type { AppPlatformsProvider } from '../app-platforms/app-platforms';
import { AppError } from '../errors/app-error';
import { toLibraryError } from '../library/library-errors';
import { QuotaWait, type JournalDeps } from '../library-writes/journaled';
import type { MatchDeps } from '../matching/match-tracks';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import { canMirror, copyAfter, createCopy, readCopy, settleEarlier, writeOrder, writePlan } from './sync-copy';
import { planSync, type SyncedEntry } from './sync-plan';
import type { SyncRecord, SyncRepository } from './sync.repository';
import { LookupFailed, matchSource, readSource, SourceGone } from './sync-source';
import type { RunRecord, SyncStateRepository } from './sync-state.repository';

export type SyncEvent = 'sync.updated' | 'sync.paused' | 'sync.failed';

export interface SyncRunDeps extends Omit<JournalDeps, 'sharers'> {
  syncs: SyncRepository;
  state: SyncStateRepository;
  match: MatchDeps;
  platforms: AppPlatformsProvider;
  libraryOf(appId: string, userId: string, platform: PlatformKey): Promise<PlatformLibrary>;
  /** How many share the app's daily quota on a platform with this sync (see `QuotaLedger.reserve`). */
  sharers(appId: string, platform: PlatformKey): Promise<number>;
  /** Announces a run's outcome on the app's webhook (once per run and event). */
  announce(sync: SyncRecord, event: SyncEvent, run: number): Promise<unknown>;
  now: () => Date;
}

/** How long a source's change marker is trusted before the source is read in full again. */
const FULL_READ_EVERY_MS = 24 * 3_600_000;

/** How a run ended: nothing to do, written, waiting for the quota, paused, or failed on platform trouble (tried again later). */
export type SyncOutcome =
  | { kind: 'skipped' | 'unchanged' | 'changed' | 'paused' }
  | { kind: 'waiting'; resumesAt: Date }
  | { kind: 'failed'; retryAt: Date; error: { code: string; message: string } };

/** The delay before the run after the nth failure in a row: 1 minute doubling, at most the sync's interval. */
export function failureDelayMs(failures: number, intervalMinutes: number): number {
  return Math.min(intervalMinutes * 60_000, 60_000 * 2 ** Math.max(0, failures - 1));
}

/** Errors that stop a sync until the listener acts: paused with the reason, not retried. */
function pauseFor(error: unknown, sync: SyncRecord): { code: SyncPauseCode; message: string } | undefined {
  if (error instanceof SourceGone) return { code: 'source_gone', message: `${error.message}: the copy stays as it is` };
  const translated = error instanceof AppError ? error : toLibraryError(error, sync.to, 'playlists');
  if (!(translated instanceof AppError)) return undefined;
  if (translated.code === 'EFORBIDDEN' || translated.code === 'EUNAUTHORIZED') return { code: 'grant_revoked', message: translated.message };
  if (translated.code === 'ENOTFOUND') return { code: 'grant_revoked', message: `the user no longer has a linked platform the sync needs: ${translated.message}` };
  if (translated.code === 'ENOCREDENTIALS') return { code: 'integration_gone', message: translated.message };
  return undefined;
}

/** The listener's library on the source's platform, or undefined where they did not link it (public playlists are then read through the app). */
async function sourceLibrary(deps: SyncRunDeps, sync: SyncRecord): Promise<PlatformLibrary | undefined> {
  try {
    return await deps.libraryOf(sync.appId, sync.userId, sync.from);
  } catch (error) {
    if (error instanceof AppError && error.code === 'ENOTFOUND') return undefined;
    throw error;
  }
}

/**
 * One run of a sync: check the source's change marker (one request when unchanged), read and
 * match it, make the copy on the first run, and write the difference from the source as last
 * synced (see `planSync`), each write journaled. The state is stored once the writes are done; a
 * run cut off anywhere is taken up again under its number and writes nothing twice.
 */
export async function runSync(deps: SyncRunDeps, id: string, options: { force?: boolean } = {}): Promise<SyncOutcome> {
  const sync = await deps.syncs.find(id);
  if (!sync || sync.pausedCode) return { kind: 'skipped' };
  const startedAt = deps.now();
  let run: number | undefined;
  try {
    const target = await deps.libraryOf(sync.appId, sync.userId, sync.to);
    // The marker is trusted only between full reads at most a day apart (it can miss a reorder).
    const fresh = sync.sourceReadAt !== null && startedAt.getTime() - sync.sourceReadAt.getTime() < FULL_READ_EVERY_MS;
    const known = sync.targetId && sync.currentRun === null && fresh && !options.force ? sync.sourceVersion : null;
    // The change check is a read the source's daily quota counts (YouTube: one unit): planned like a write.
    const check = await deps.quota.reserve(sync.appId, sync.from, id, 1, () => deps.sharers(sync.appId, sync.from));
    if (!check.ok) throw new QuotaWait(check.resetsAt);
    const read = await readSource(sync, { platforms: deps.platforms, library: () => sourceLibrary(deps, sync) }, known);
    if (read === 'unchanged') {
      await deps.syncs.finishRun(id, deps.now());
      return { kind: 'unchanged' };
    }
    run = await deps.syncs.startRun(id);
    if (read.title !== sync.sourceTitle) await deps.syncs.setSource(id, { title: read.title });
    const writer = { id, appId: sync.appId, to: sync.to };
    const journal = { journal: deps.journal, quota: deps.quota, sharers: () => deps.sharers(sync.appId, sync.to) };
    const { wanted, found } = await matchSource({ match: deps.match, state: deps.state, adapter: async () => (await deps.platforms(sync.appId)).adapter(sync.to) }, id, sync.to, read.entries);

    let copyId = sync.targetId;
    if (!copyId) {
      const made = await createCopy(journal, writer, run, target, { title: read.title, url: sync.sourceUrl, platform: sync.from });
      await deps.syncs.setTarget(id, made);
      copyId = made.id;
    }
    const copy = await readCopy(target, copyId);
    if (!copy) return await pause(deps, sync, run, startedAt, { code: 'target_deleted', message: `the copy on ${platformName(sync.to)} was deleted: the sync will not make it again behind the listener's back (stop the sync, or start a new one)` });
    // What an interrupted attempt of this run wrote is this run's doing too: counted and recorded
    // below, though this attempt finds it done (else a run cut off after its writes was never
    // recorded nor announced, its history showing the run before).
    const earlier = await settleEarlier(journal, writer, run, copy);
    const mirror = sync.mode === 'mirror' && canMirror(target.writeLimits);
    const last = await deps.state.entries(id);
    const plan = planSync(last, wanted, copy, { mirror, sentBefore: earlier.sent, removedBefore: earlier.removed, restore: target.removesEveryOccurrence ? earlier.removed : [] });
    const refusals = await writePlan(journal, writer, run, target, copyId, copy, plan);
    for (const r of refusals) plan.next[r.index] = { ...plan.next[r.index]!, origin: 'left_out' };
    const reordered = plan.additions.length + plan.removals.length > 0 || !sameOrder(last, plan.next);
    const moved = (mirror && reordered ? await writeOrder(journal, writer, run, target, copyId, plan.next, copyAfter(copy, plan, refusals, target.removesEveryOccurrence)) : 0) + earlier.moved;

    const changes: SyncChange[] = [];
    const refused = new Map(refusals.map((r) => [r.index, r]));
    for (const index of [...plan.additions, ...plan.addedBefore].sort((a, b) => a - b)) {
      const entry = plan.next[index]!;
      const why = refused.get(index);
      changes.push(
        why
          ? { change: 'left_out', position: index, source: entry.source, code: why.code, reason: why.reason }
          : { change: 'added', position: index, source: entry.source, target: entry.target!, ...(found.get(entry.key)?.match ? { match: found.get(entry.key)!.match! } : {}) },
      );
    }
    for (const entry of [...plan.removals.map((r) => r.entry), ...plan.removedBefore]) changes.push({ change: 'removed', position: last.indexOf(entry), source: entry.source, target: entry.target! });
    const known_ = new Set(last.filter((e) => e.origin === 'left_out').map((e) => e.key));
    plan.next.forEach((entry, position) => {
      if (entry.origin !== 'left_out' || known_.has(entry.key) || refused.has(position)) return;
      const why = found.get(entry.key);
      changes.push({ change: 'left_out', position, source: entry.source, ...(why?.code ? { code: why.code } : {}), ...(why?.reason ? { reason: why.reason } : {}) });
    });
    const counts = {
      added: changes.filter((c) => c.change === 'added').length,
      removed: plan.removals.length + plan.removedBefore.length,
      moved,
      left_out: changes.filter((c) => c.change === 'left_out').length,
    };
    const changed = counts.added + counts.removed + counts.moved + counts.left_out > 0 || !sync.targetId || earlier.created;
    // State and record in one transaction, then the announcement, then the end: an attempt taken
    // up after a crash past the commit finds its run recorded and keeps that record (it would
    // count less: what it finds done is state by then), announces it (once: the webhook's key is
    // the run's) and ends the run.
    const committed = sync.currentRun === run ? (await deps.state.runs(id, 1))[0] : undefined;
    const done = committed?.run === run && committed.outcome === 'changed';
    if (!done) await deps.state.commit(id, plan.next, changed ? { run, outcome: 'changed', counts, changes, error: null, startedAt } : undefined);
    const recorded = changed || done;
    if (recorded) await deps.announce(sync, 'sync.updated', run);
    await deps.syncs.finishRun(id, deps.now(), { version: trustworthy(read.version, startedAt) });
    return { kind: recorded ? 'changed' : 'unchanged' };
  } catch (error) {
    if (error instanceof QuotaWait) {
      await deps.syncs.waitUntil(id, error.resumesAt);
      return { kind: 'waiting', resumesAt: error.resumesAt };
    }
    run ??= await deps.syncs.startRun(id);
    const why = pauseFor(error, sync);
    if (why) return pause(deps, sync, run, startedAt, why);
    const translated = error instanceof LookupFailed ? new AppError('EPLATFORMUNAVAILABLE', error.message) : toLibraryError(error, sync.to, 'playlists');
    const failure = translated instanceof AppError ? { code: translated.code, message: translated.message } : { code: 'EINTERNAL', message: 'an unexpected error' };
    const retryAt = new Date(deps.now().getTime() + failureDelayMs(sync.failures + 1, sync.intervalMinutes));
    const failures = await deps.syncs.recordFailure(id, retryAt);
    await deps.state.recordRun(id, { run, outcome: 'failed', counts: { added: 0, removed: 0, moved: 0, left_out: 0 }, changes: [], error: failure, startedAt });
    // The first failure of a streak is announced; the next ones are the same news.
    if (failures === 1) await deps.announce(sync, 'sync.failed', run);
    return { kind: 'failed', retryAt, error: failure };
  }
}

/**
 * The marker to keep after a full read. A marker that is a modification time (TIDAL's
 * `lastModifiedAt`, Apple Music's `lastModifiedDate`) has whole seconds at best: an edit in the
 * same second as the read would leave it unmoved, so one that close to the read is not kept (the
 * next run reads in full again).
 */
function trustworthy(version: string, readAt: Date): string {
  const modified = /^\d{4}-\d{2}-\d{2}T/.test(version) ? Date.parse(version) : NaN;
  return Number.isNaN(modified) || readAt.getTime() - modified >= 2_000 ? version : '';
}

const sameOrder = (a: readonly SyncedEntry[], b: readonly SyncedEntry[]) => a.length === b.length && a.every((e, i) => e.key === b[i]!.key);

async function pause(deps: SyncRunDeps, sync: SyncRecord, run: number, startedAt: Date, why: { code: SyncPauseCode; message: string }): Promise<SyncOutcome> {
  await deps.syncs.pause(sync.id, why.code, why.message);
  const record: Omit<RunRecord, 'finishedAt'> = { run, outcome: 'paused', counts: { added: 0, removed: 0, moved: 0, left_out: 0 }, changes: [], error: { code: why.code, message: why.message }, startedAt };
  await deps.state.recordRun(sync.id, record);
  await deps.announce(sync, 'sync.paused', run);
  return { kind: 'paused' };
}
