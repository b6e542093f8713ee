/**
 * A 1,000-track playlist conversion survives the server being killed (SIGKILL) while it is
 * pending: started again on the same data directory, the server finishes the task once, with
 * the full result. The simulators run in this process with latency on every platform call, so
 * the task is still running when the kill comes and their request counts outlive the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTruth, type Truth } from './support/ground-truth';
import { startSandboxBehindServer, type SandboxBehindServer } from './support/sandbox-behind-server';
import { scorePlaylist } from './support/score-playlist';

let env: SandboxBehindServer;
let truth: Truth;

beforeAll(async () => {
  const latency = { latencyMs: 15, jitterMs: 10 };
  env = await startSandboxBehindServer({
    faults: { spotify: latency, applemusic: latency, deezer: latency, tidal: latency, ytmusic: latency },
  });
  truth = await fetchTruth(env.sandbox.catalogUrl);
});

afterAll(async () => {
  await env?.close();
});

const requestsTo = (platform: 'spotify' | 'applemusic') => env.sandbox.stats().platforms[platform].requests;

describe('a playlist task across a server crash', () => {
  it('completes exactly once, with every track, after a SIGKILL mid-task', { timeout: 330_000 }, async () => {
    const playlist = truth.playlist('spotify', 1000);
    const taskId = await env.api.startPlaylist(playlist.url, 'applemusic');

    // Wait until the conversion is under way (the target is being asked), then kill hard.
    const deadline = Date.now() + 60_000;
    while (requestsTo('applemusic') < 5) {
      if (Date.now() > deadline) throw new Error('the conversion never reached the target platform');
      await new Promise((done) => setTimeout(done, 50));
    }
    const before = await env.api.getTask(taskId);
    expect(before.status, 'the task finished before the kill: nothing was shown').toBe('pending');
    const exited = new Promise((done) => env.server.child.once('exit', done));
    env.server.child.kill('SIGKILL');
    await exited;

    // The job is taken up again once its heartbeat is overdue (10 to 15 s after the kill).
    await env.restart();
    const task = await env.api.waitForTask(taskId, 240_000);
    const result = task.payload.platforms.applemusic!;
    const score = scorePlaylist(truth, playlist, 'spotify', 'applemusic', result);
    // Matching quality is the benchmark's business; here the project's floor is enough.
    expect(score.precision, score.wrong.join('\n')).toBeGreaterThanOrEqual(0.995);
    expect(score.lost).toBe(0);
    expect(score.returned + score.omitted).toBe(1000);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);

    // Done once: no run keeps calling the platforms afterwards, and the result stays as it is.
    // Every run is a pg-boss job of the task: once none is queued, waiting to retry or running,
    // nothing is left that could call a platform, so there is no need to wait and watch.
    const unfinished = async () => (await env.playlistJobStates(taskId)).filter((state) => !['completed', 'failed', 'cancelled'].includes(state));
    await expect.poll(unfinished, { timeout: 60_000, interval: 250 }).toEqual([]);
    expect(await env.playlistJobStates(taskId)).toContain('completed');
    const settled = env.sandbox.stats().requests;
    expect(await env.api.getTask(taskId)).toEqual(task);
    expect(env.sandbox.stats().requests).toBe(settled);
  });
});
