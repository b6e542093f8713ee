import type { PlatformKey } from '@segue/core';
import type { ItemState } from './transfer-items.repository';
import type { TransferRecord, TransferStatus, TransferStep } from './transfer.repository';

/** One transfer as the dashboard lists it for support: who, which way, how it ended, and counts (no items). */
export interface TransferSummary {
  id: string;
  user_id: string;
  from: PlatformKey;
  to: PlatformKey;
  status: TransferStatus;
  step: TransferStep;
  created_at: string;
  finished_at: string | null;
  counts: { total: number; added: number; already_there: number; left_out: number };
  error: { code: string; message: string } | null;
}

/** The summaries of `records`, with their items counted from `counts` (per transfer and state). */
export function transferSummaries(records: readonly TransferRecord[], counts: ReadonlyArray<{ transferId: string; state: ItemState; n: number }>): TransferSummary[] {
  const tally = new Map<string, TransferSummary['counts']>();
  for (const { transferId, state, n } of counts) {
    const entry = tally.get(transferId) ?? { total: 0, added: 0, already_there: 0, left_out: 0 };
    entry.total += n;
    if (state === 'added' || state === 'already_there' || state === 'left_out') entry[state] += n;
    tally.set(transferId, entry);
  }
  return records.map((record) => ({
    id: record.id,
    user_id: record.userId,
    from: record.from,
    to: record.to,
    status: record.status,
    step: record.step,
    created_at: record.createdAt.toISOString(),
    finished_at: record.finishedAt?.toISOString() ?? null,
    counts: tally.get(record.id) ?? { total: 0, added: 0, already_there: 0, left_out: 0 },
    error: record.error,
  }));
}
