import { createHash } from 'node:crypto';

/**
 * The first run time after `after` on the sync's own grid: every `intervalMinutes`, shifted by
 * a phase drawn from its id. Syncs created together (an app importing a thousand at once) or
 * sharing an interval run spread over the whole interval, not all at the top of the hour, and a
 * sync keeps its place on the grid across restarts.
 */
export function nextSlot(id: string, intervalMinutes: number, after: Date): Date {
  const period = intervalMinutes * 60_000;
  const phase = createHash('sha256').update(id).digest().readUInt32BE(0) % period;
  const t = after.getTime();
  return new Date(Math.floor((t - phase) / period) * period + phase + period);
}
