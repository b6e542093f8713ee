import type { PlatformKey } from '@segue/core';
import type { Transfer } from '@segue/core/schemas';
import { expect } from 'vitest';
import type { Truth } from '../../conversion/support/ground-truth';

/**
 * What every finished transfer must show: completed, every source item accounted for (on the
 * target with its id, or left out with a code), and the target's live state (the simulators'
 * ground truth) holding what it says was added: each liked song liked, each playlist copy with
 * exactly the entries moved into it.
 */
export function expectMoved(first: Transfer, truth: Truth, email: string): void {
  expect(first.status, first.error?.message).toBe('completed');
  const items = first.items ?? [];
  expect(items.length).toBe(first.progress.total);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    expect(['added', 'already_there', 'left_out']).toContain(item.outcome);
    if (item.outcome === 'left_out') expect(item.code, JSON.stringify(item)).toBeDefined();
    else expect(item.target?.id, JSON.stringify(item)).toBeTruthy();
  }
  const to: PlatformKey = first.to;
  const account = truth.raw.users.find((u) => u.email === email)!.accounts[to]!;
  const liked = new Set(account.library.saved_tracks.map((id) => truth.recording(id).platforms[to]?.id));
  for (const item of items.filter((i) => i.kind === 'liked_track' && i.outcome === 'added')) expect(liked.has(item.target!.id), `liked on ${to}: ${JSON.stringify(item)}`).toBe(true);
  for (const copy of first.playlists.filter((p) => p.target)) {
    const held = truth.raw.playlists.find((p) => p.platform === to && p.platform_id === copy.target!.id);
    expect(held, `copy of ${copy.source.title}`).toBeDefined();
    const moved = items.filter((i) => i.kind === 'playlist_track' && i.playlist === copy.source.id && i.outcome !== 'left_out');
    // Said as target ids, what the copy holds beside what the items say it holds.
    const holds = held!.recording_ids.map((id) => truth.recording(id).platforms[to]?.id ?? `?${id}`).sort();
    const said = moved.map((i) => i.target!.id).sort();
    expect(holds, `copy of ${copy.source.title} on ${to} (${first.from} → ${to}): ${JSON.stringify(moved.filter((i) => !holds.includes(i.target!.id)))}`).toEqual(said);
  }
}

/** A second run of a finished transfer: completed, nothing added, no playlist created. */
export function expectNothingAdded(second: Transfer): void {
  expect(second.status, second.error?.message).toBe('completed');
  expect(second.items?.filter((i) => i.outcome === 'added'), `${second.from} → ${second.to}, second run`).toEqual([]);
  expect(second.playlists.every((p) => p.state !== 'created')).toBe(true);
}
