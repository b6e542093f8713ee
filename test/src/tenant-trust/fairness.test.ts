/**
 * Fair shares between apps, against a server process: one app (with only its public key) cannot
 * queue tasks without limit nor hold every worker, and the public share id of a task does not
 * open the task.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPlaylists } from '../reliability/support/catalog-playlists';
import { startSegueEnv, type SegueEnv } from '../reliability/support/segue-env';
import { sleep, taskRows } from '../reliability/support/task-checks';

let env: SegueEnv;
let base: string;

beforeAll(async () => {
  // Deezer is slow, so app A's tasks (to Deezer) stay in flight while app B's (to TIDAL) run.
  env = await startSegueEnv({ sandbox: { faults: { deezer: { latencyMs: 150, jitterMs: 20 } } } });
  base = (await env.start('server', { SEGUE_TASKS_PER_APP: '3' })).url!;
}, 120_000);

afterAll(async () => {
  await env?.close();
});

function convert(publicKey: string, url: string, target: string): Promise<Response> {
  return fetch(`${base}/v1/entity/convert`, {
    method: 'POST',
    headers: { 'x-segue-public-key': publicKey, 'content-type': 'application/json' },
    body: JSON.stringify({ url, target_platform: target }),
  });
}

describe('fair shares', () => {
  let aTasks: string[] = [];

  it('refuses an app past its limit of unfinished tasks with 429 and Retry-After, however many requests arrive at once', async () => {
    const playlists = await catalogPlaylists(env.sandbox.catalogUrl, 'spotify', 1_000, 1_000);
    const replies = await Promise.all(Array.from({ length: 8 }, () => convert(env.apps.a.publicKey, playlists[0]!.url, 'deezer')));
    const bodies = (await Promise.all(replies.map((r) => r.json()))) as { data?: { task_id: string }; error?: string; message?: string }[];
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    aTasks = bodies.flatMap((b) => (b.data ? [b.data.task_id] : []));
    replies.forEach((reply, i) => {
      if (reply.status !== 429) return;
      expect(reply.headers.get('retry-after')).toBe('15');
      expect(bodies[i]).toMatchObject({ error: 'ERATELIMITED' });
      expect(bodies[i]!.message).toMatch(/this app has 3 playlist tasks in flight.*poll them at GET \/v1\/task\/\{task_id\}/);
    });
  });

  it("runs another app's task to the end while the first app's tasks fill its share", async () => {
    expect(aTasks).toHaveLength(3);
    const [small] = await catalogPlaylists(env.sandbox.catalogUrl, 'spotify', 25, 25);
    const reply = await convert(env.apps.b.publicKey, small!.url, 'tidal');
    expect(reply.status).toBe(201);
    const taskId = ((await reply.json()) as { data: { task_id: string } }).data.task_id;
    for (let waited = 0; (await taskRows(env, [taskId])).get(taskId)?.status === 'pending'; waited += 200) {
      if (waited > 60_000) throw new Error("app B's task did not finish");
      await sleep(200);
    }
    expect((await taskRows(env, [taskId])).get(taskId)?.status).toBe('completed');
    // Every one of app A's tasks is still unfinished: B did not wait for them.
    const rows = await taskRows(env, aTasks);
    expect(aTasks.map((id) => rows.get(id)?.status)).toEqual(['pending', 'pending', 'pending']);
    // And A is still held to its limit.
    const more = await convert(env.apps.a.publicKey, small!.url, 'deezer');
    expect(more.status).toBe(429);

    // The share id of B's task is public (the `/s/{id}` page): it does not open the task.
    const task = await fetch(`${base}/v1/task/${taskId}`, { headers: { 'x-segue-public-key': env.apps.b.publicKey } });
    const shareId = ((await task.json()) as { data: { payload: { meta: { short_url: string } } } }).data.payload.meta.short_url;
    expect(shareId).not.toBe(taskId);
    const byShareId = await fetch(`${base}/v1/task/${shareId}`, { headers: { 'x-segue-public-key': env.apps.b.publicKey } });
    expect(byShareId.status).toBe(400);
    expect(await byShareId.text()).not.toContain(taskId);
    const page = await fetch(`${base}/s/${shareId}.json`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(taskId);
  });
});
