/**
 * Playlists convert between every ordered pair of the five platforms as tasks, polled until
 * they complete, and are scored against the ground truth: every returned track is the right
 * recording in the source's order, and every source track is either returned or omitted with
 * a reason (always, when the target does not list it).
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from './support/sandbox-server';
import { scorePlaylist, type PlaylistScore } from './support/score-playlist';

let env: SandboxServer;
const scores: PlaylistScore[] = [];

beforeAll(async () => {
  env = await startSandboxServer();
});

afterAll(async () => {
  await env?.close();
});

const pairs = PLATFORM_KEYS.flatMap((source, i) =>
  PLATFORM_KEYS.filter((target) => target !== source).map((target, j) => ({
    source,
    target,
    // Half the pairs take the 12-track playlist, half the 25-track one.
    size: (i + j) % 2 === 0 ? 12 : 25,
  })),
);

describe.concurrent('playlist conversion between every pair of platforms', () => {
  it.each(pairs)('$source → $target ($size tracks)', async ({ source, target, size }: { source: PlatformKey; target: PlatformKey; size: number }) => {
    const playlist = env.truth.playlist(source, size);
    const taskId = await env.api.startPlaylist(playlist.url, target);
    const task = await env.api.waitForTask(taskId, 50_000);
    expect(task.task_id).toBe(taskId);
    expect(task.payload.meta).toMatchObject({ entity: 'playlist', title: playlist.title });
    expect(Object.keys(task.payload.platforms)).toEqual([target]);
    const result = task.payload.platforms[target]!;
    const score = scorePlaylist(env.truth, playlist, source, target, result);
    scores.push(score);

    expect(score.wrong, 'tracks that are not the source recording at their place').toEqual([]);
    expect(score.lost, 'source tracks neither returned nor omitted').toBe(0);
    expect(score.returned + score.omitted).toBe(size);
    for (const omitted of result.omitted) expect(omitted.reason.trim()).not.toBe('');
    expect(result.length).toBe(result.tracks.reduce((sum, t) => sum + t.duration_milli, 0));

    // The task answers the same when polled again, by its id.
    expect(await env.api.getTask(taskId)).toEqual(task);
  });
});

describe('playlist conversion overall', () => {
  it('finds nearly every track that exists on the target', () => {
    expect(scores).toHaveLength(pairs.length);
    const onTarget = scores.reduce((sum, s) => sum + s.onTarget, 0);
    const correct = scores.reduce((sum, s) => sum + s.correct, 0);
    expect(correct / onTarget).toBeGreaterThanOrEqual(0.95);
  });
});
