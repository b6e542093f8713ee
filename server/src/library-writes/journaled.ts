import type { PlatformKey } from '@segue/core';
import { isPlatformError } from '../platforms/index';
import type { WriteLimit } from '../platforms/kit/platform-library';
import type { QuotaLedger } from './quota-ledger';
import type { WriteAction, WriteJournal } from './write-journal.repository';

/** What a journaled write needs: its owner's journal, the quota ledger, and how many share the owner's daily quota. */
export interface JournalDeps {
  journal: WriteJournal;
  quota: QuotaLedger;
  /** Unfinished transfers and syncs of the app to the same platform (they share its daily quota). */
  sharers: () => Promise<number>;
}

/** Who writes: a transfer or a sync (its id is the journal's owner and the quota's consumer), for an app, to a platform. */
export interface Writer {
  id: string;
  appId: string;
  to: PlatformKey;
}

/** The transfer or sync stops here until the platform's quota comes back. */
export class QuotaWait extends Error {
  constructor(readonly resumesAt: Date) {
    super(`waiting for the quota until ${resumesAt.toISOString()}`);
  }
}

/**
 * A `Retry-After` this long is a wait, not a pause: the attempt ends and the transfer or sync resumes
 * when it is over (a platform answering a burst with hours, as Spotify's rolling window can).
 */
const LONG_WAIT_MS = 10 * 60_000;

/**
 * Sends one request with its intent recorded before and its outcome after. The quota is reserved
 * first; a platform answer that the quota is spent ends the attempt with `QuotaWait`.
 */
export async function journaled<T>(
  deps: JournalDeps,
  writer: Writer,
  write: { action: WriteAction; list: string; ids: string[]; positions: number[]; limit: WriteLimit },
  send: () => Promise<T>,
): Promise<T> {
  const reserved = await deps.quota.reserve(writer.appId, writer.to, writer.id, write.limit.units, deps.sharers);
  if (!reserved.ok) throw new QuotaWait(reserved.resetsAt);
  const seq = await deps.journal.intend(writer.id, write);
  try {
    const result = await send();
    await deps.journal.confirm(writer.id, seq, result ?? null);
    return result;
  } catch (error) {
    if (isPlatformError(error) && error.code === 'rate_limited' && (error.quotaSpent || (error.retryAfterMs ?? 0) >= LONG_WAIT_MS)) {
      await deps.journal.fail(writer.id, seq, { quota: true });
      // A spent daily quota (other use of the same project spent it) is spent for every transfer and sync of the app.
      const resumesAt = (error.quotaSpent ? await deps.quota.exhaust(writer.appId, writer.to) : undefined) ?? new Date(Date.now() + (error.retryAfterMs ?? 0));
      throw new QuotaWait(resumesAt);
    }
    // Left `intended`: whether it reached the platform is checked against its state on resume.
    throw error;
  }
}

