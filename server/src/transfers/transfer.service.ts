import { createHash, randomUUID } from 'node:crypto';
import { PLATFORMS, type PlatformKey } from '@segue/core';
import { TransferRequestSchema, transferPlan, type LibraryPlaylist, type Transfer, type TransferPlan } from '@segue/core/schemas';
import { AppError } from '../errors/app-error';
import { parseBody } from '../http/json-body';
import { IDEMPOTENCY_KEY_PATTERN } from '../library/add-playlist.service';
import { toLibraryError } from '../library/library-errors';
import { openLinkedLibrary } from '../library/open-linked-library';
import { quoteIds } from '../library/quote-ids';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import type { TransferItemRepository } from './transfer-items.repository';
import type { TransferPlaylistRepository } from './transfer-playlists.repository';
import type { TransferEstimate, TransferRecord, TransferRepository } from './transfer.repository';
import { estimateFromSource } from './transfer-estimate';
import { transferView } from './transfer-view';
import { applyItem, type FixDeps } from './transfer-fix';
import { transferSummaries, type TransferSummary } from './transfer-summary';

/** Queues an attempt of a transfer (now, or when the quota comes back). */
export type TransferSender = (transferId: string, options: { appId: string; startAfter?: Date }) => Promise<void>;

export interface TransferServiceDeps extends FixDeps {
  transfers: TransferRepository;
  items: TransferItemRepository;
  playlists: TransferPlaylistRepository;
  /** The user an id or e-mail names in the app (by e-mail: the one who linked `platform`). */
  findUser(appId: string, identifier: string, platform?: PlatformKey): Promise<{ id: string }>;
  /** The user's library on a platform: fails with the API error when the user never linked it or the app has no integration. */
  libraryOf(appId: string, userId: string, platform: PlatformKey): Promise<PlatformLibrary>;
  send?: TransferSender;
  now: () => Date;
}

export type TransferService = ReturnType<typeof createTransferService>;

function fingerprintOf(request: TransferPlan): string {
  return createHash('sha256').update(JSON.stringify([request.from, request.to, request.include, request.options])).digest('hex');
}

/**
 * Starting and reading transfers. A transfer is checked before it is queued: both platforms
 * linked and integrated, the playlists it names in the source library, no other transfer of the
 * same pair running for the user. An Idempotency-Key makes a retried request answer the first.
 */
export function createTransferService(deps: TransferServiceDeps) {
  const view = async (record: TransferRecord): Promise<Transfer> => transferView(record, await deps.items.all(record.id), await deps.playlists.list(record.id));

  const open = (appId: string, userId: string, platform: PlatformKey, role: string) => openLinkedLibrary(deps.libraryOf, appId, userId, platform, `the transfer's ${role}`);


  async function owned(appId: string, identifier: string, id: string): Promise<TransferRecord> {
    const userId = (await deps.findUser(appId, identifier)).id;
    const record = await deps.transfers.findForApp(appId, id);
    if (!record || record.userId !== userId) throw new AppError('ENOTFOUND', `no transfer ${id} for this user`);
    return record;
  }

  async function checkPlaylists(source: PlatformLibrary, from: PlatformKey, ids: readonly string[]): Promise<LibraryPlaylist[]> {
    const { items } = await source.playlists();
    const known = new Set(items.map((p) => p.id));
    const unknown = [...new Set(ids)].filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError('EBADREQUEST', `${unknown.length} of the playlist ids are not in the user's ${PLATFORMS[from].name} library: ${quoteIds(unknown)} (list them with GET /v1/account/{userId}/${from}/playlists)`);
    }
    return items;
  }

  /** The first estimate, from the source's sizes; a source that cannot tell them leaves it to the first attempt. */
  async function firstEstimate(appId: string, request: TransferPlan, source: PlatformLibrary, target: PlatformLibrary, listed?: LibraryPlaylist[]): Promise<TransferEstimate | undefined> {
    try {
      return await estimateFromSource(deps, appId, request, source, target.writeLimits, listed);
    } catch {
      return undefined;
    }
  }

  return {
    async start(appId: string, identifier: string, body: unknown, key?: string): Promise<{ transfer: Transfer; replayed: boolean }> {
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('EBADREQUEST', 'the Idempotency-Key header must be 1 to 255 visible ASCII characters, such as a UUID');
      const request = transferPlan(parseBody(TransferRequestSchema, body));
      const userId = (await deps.findUser(appId, identifier, request.from)).id;
      const fingerprint = fingerprintOf(request);
      if (key !== undefined) {
        const earlier = await deps.transfers.byIdempotencyKey(appId, userId, key);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) throw new AppError('EBADREQUEST', `the Idempotency-Key ${key} was already used with another transfer for this user: use a new key`, { status: 422 });
          return { transfer: await view(earlier), replayed: true };
        }
      }
      const source = await open(appId, userId, request.from, 'source');
      const target = await open(appId, userId, request.to, 'target');
      let listed: LibraryPlaylist[] | undefined;
      if (Array.isArray(request.include.playlists)) {
        try {
          listed = await checkPlaylists(source, request.from, request.include.playlists);
        } catch (error) {
          throw toLibraryError(error, request.from, 'playlists');
        }
      }
      const estimate = await firstEstimate(appId, request, source, target, listed);
      if (!deps.send) throw new Error('transfers need the job queue');
      const id = randomUUID();
      const inserted = await deps.transfers.insert({ id, appId, userId, from: request.from, to: request.to, include: request.include, options: request.options, ...(key === undefined ? {} : { idempotencyKey: key, fingerprint }) });
      if (inserted.kind === 'running') {
        throw new AppError('EBADREQUEST', `a transfer from ${PLATFORMS[request.from].name} to ${PLATFORMS[request.to].name} is already running for this user: task ${inserted.id}; follow it with GET /v1/task/${inserted.id}`, {
          status: 409,
        });
      }
      if (estimate) await deps.transfers.setEstimate(id, estimate);
      await deps.send(id, { appId });
      const record = await deps.transfers.find(id);
      return { transfer: await view(record!), replayed: false };
    },
    async get(appId: string, id: string): Promise<Transfer | undefined> {
      const record = await deps.transfers.findForApp(appId, id);
      return record ? view(record) : undefined;
    },
    /** A transfer of this user (by id or e-mail), or ENOTFOUND: another user's transfer is not theirs to read or fix. */
    async ofUser(appId: string, identifier: string, id: string): Promise<Transfer> {
      return view(await owned(appId, identifier, id));
    },
    /** Applies a person's choice to one left-out item (see `applyItem`); answers the transfer as it is now. */
    async apply(appId: string, identifier: string, id: string, body: unknown): Promise<Transfer> {
      const record = await owned(appId, identifier, id);
      await applyItem(deps, record, body);
      return view(record);
    },
    async list(appId: string, identifier: string): Promise<Transfer[]> {
      const userId = (await deps.findUser(appId, identifier)).id;
      const records = await deps.transfers.listForUser(appId, userId, 50);
      const ids = records.map((r) => r.id);
      const [playlists, counts] = await Promise.all([deps.playlists.listFor(ids), deps.items.countsFor(ids)]);
      return records.map((r) => transferView(r, [], playlists.get(r.id) ?? [], counts.filter((c) => c.transferId === r.id)));
    },
    /** The app's newest transfers of every user, with item counts, for the dashboard. */
    async recentForApp(appId: string, limit = 20): Promise<TransferSummary[]> {
      const records = await deps.transfers.listForApp(appId, limit);
      return transferSummaries(records, await deps.items.countsFor(records.map((r) => r.id)));
    },
  };
}
