/**
 * Edits of a playlist's entries, by position in its whole entry list (odd entries included), as
 * both the tests' edit switch and the simulators' remove / reorder writes make them. A list of
 * operations applies in order, each to the result of the one before, and all or nothing: the
 * first bad operation throws a `PlaylistEditError` and leaves the playlist as it was.
 */
import type { Catalog, Playlist } from '../catalog/model';
import { stampedEntries, type StampedEntry } from '../catalog/playlist-entries';

export type PlaylistEditOp =
  /** Inserts recordings (internal ids) before `position` (default: at the end). */
  | { op: 'add'; recordingIds: string[]; position?: number }
  /** Removes the entries at these positions (distinct), so one copy of a duplicated track can go alone. */
  | { op: 'remove'; positions: number[] }
  /** Moves `length` entries (default 1) starting at `from` so that the first of them ends up at `to`. */
  | { op: 'move'; from: number; to: number; length?: number }
  /** Inserts a copy of the entry at `position` before `to` (default: right after it). */
  | { op: 'duplicate'; position: number; to?: number };

export class PlaylistEditError extends Error {
  constructor(
    readonly reason: 'not_found' | 'bad_request',
    message: string,
  ) {
    super(message);
    this.name = 'PlaylistEditError';
  }
}

const bad = (message: string) => new PlaylistEditError('bad_request', message);

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Checks the shape of untrusted operations (a test's JSON body); says which one is wrong and why. */
export function parseEditOps(value: unknown): PlaylistEditOp[] {
  const list = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>).ops : undefined;
  if (!Array.isArray(list) || list.length === 0) throw bad('body must be {"ops": [...]} with at least one operation');
  return list.map((raw, i): PlaylistEditOp => {
    const at = `ops[${i}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw bad(`${at} must be an object`);
    const o = raw as Record<string, unknown>;
    switch (o.op) {
      case 'add': {
        const ids = o.recording_ids ?? o.recordingIds;
        if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) throw bad(`${at}.recording_ids must be a non-empty array of recording ids`);
        if (o.position !== undefined && !isIndex(o.position)) throw bad(`${at}.position must be an integer >= 0`);
        return { op: 'add', recordingIds: ids as string[], ...(o.position === undefined ? {} : { position: o.position }) };
      }
      case 'remove': {
        if (!Array.isArray(o.positions) || o.positions.length === 0 || !o.positions.every(isIndex)) throw bad(`${at}.positions must be a non-empty array of integers >= 0`);
        return { op: 'remove', positions: o.positions };
      }
      case 'move': {
        if (!isIndex(o.from) || !isIndex(o.to)) throw bad(`${at}.from and ${at}.to must be integers >= 0`);
        if (o.length !== undefined && (!isIndex(o.length) || o.length === 0)) throw bad(`${at}.length must be an integer >= 1`);
        return { op: 'move', from: o.from, to: o.to, ...(o.length === undefined ? {} : { length: o.length }) };
      }
      case 'duplicate': {
        if (!isIndex(o.position)) throw bad(`${at}.position must be an integer >= 0`);
        if (o.to !== undefined && !isIndex(o.to)) throw bad(`${at}.to must be an integer >= 0`);
        return { op: 'duplicate', position: o.position, ...(o.to === undefined ? {} : { to: o.to }) };
      }
      default:
        throw bad(`${at}.op must be one of add, remove, move, duplicate`);
    }
  });
}

/**
 * The entry list after `ops`, without touching the playlist. New entries get keys from
 * `freshKey`; `addedAt` stamps them.
 */
export function editedEntries(catalog: Catalog, playlist: Playlist, ops: readonly PlaylistEditOp[], freshKey: () => string, addedAt: string): StampedEntry[] {
  const list = stampedEntries(playlist);
  ops.forEach((op, i) => {
    const at = `ops[${i}]`;
    const inRange = (position: number, name: string, allowEnd = false) => {
      if (position > list.length - (allowEnd ? 0 : 1)) {
        throw bad(`${at}.${name} ${position} is out of range: the playlist has ${list.length} entries at this point`);
      }
    };
    switch (op.op) {
      case 'add': {
        const position = op.position ?? list.length;
        inRange(position, 'position', true);
        const added = op.recordingIds.map((id): StampedEntry => {
          const recording = catalog.index.recording(id);
          if (!recording) throw bad(`${at}: no recording ${id} in the catalog`);
          if (!recording.platforms[playlist.platform]) throw bad(`${at}: recording ${id} has no listing on ${playlist.platform}`);
          return { entry: { kind: 'recording', recordingId: id }, stamp: { key: freshKey(), addedAt } };
        });
        list.splice(position, 0, ...added);
        break;
      }
      case 'remove': {
        if (new Set(op.positions).size !== op.positions.length) throw bad(`${at}.positions names an entry twice`);
        for (const position of op.positions) inRange(position, 'positions');
        for (const position of [...op.positions].sort((a, b) => b - a)) list.splice(position, 1);
        break;
      }
      case 'move': {
        const length = op.length ?? 1;
        if (op.from + length > list.length) throw bad(`${at}: entries ${op.from}..${op.from + length - 1} are out of range: the playlist has ${list.length} entries at this point`);
        if (op.to + length > list.length) throw bad(`${at}.to ${op.to} is out of range: ${length} entries starting there would end past the last of ${list.length}`);
        const moved = list.splice(op.from, length);
        list.splice(op.to, 0, ...moved);
        break;
      }
      case 'duplicate': {
        inRange(op.position, 'position');
        const to = op.to ?? op.position + 1;
        inRange(to, 'to', true);
        const original = list[op.position]!;
        list.splice(to, 0, { entry: original.entry, stamp: { key: freshKey(), addedAt } });
        break;
      }
    }
  });
  return list;
}
