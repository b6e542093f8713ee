import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSegueClient } from './build-segue-client';
import { MIN_POLL_INTERVAL_MS, type PollTiming } from './poll-task';
import { isSegueError, type SegueError } from './segue-error';
import { sleep } from './sleep';
import { completedTask, failedTaskBody, pendingTask, pendingWithProgress, PUBLIC_KEY, TASK_ID } from '../test/support/canned';
import {
  envelope,
  errorAnswer,
  startFakeSegueServer,
  type CannedAnswer,
  type FakeSegueServer,
} from '../test/support/fake-segue-server';

const TASK_PATH = `/v1/task/${TASK_ID}`;
let server: FakeSegueServer;

beforeAll(async () => {
  server = await startFakeSegueServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** Answers the task route with `answers` in turn, repeating the last one. */
function answerInTurn(...answers: CannedAnswer[]) {
  let next = 0;
  server.on('GET', TASK_PATH, () => answers[Math.min(next++, answers.length - 1)] ?? envelope(pendingTask));
}

/** The production floor, with a virtual clock that each sleep moves forward (no real waiting). */
function virtualTiming(minIntervalMs = MIN_POLL_INTERVAL_MS) {
  const sleeps: number[] = [];
  let clock = 0;
  const timing: PollTiming = {
    minIntervalMs,
    now: () => clock,
    sleep: (ms) => {
      sleeps.push(ms);
      clock += ms;
      return Promise.resolve();
    },
  };
  return { sleeps, timing };
}

function clientWith(timing: PollTiming) {
  return buildSegueClient({ baseUrl: server.url, publicKey: PUBLIC_KEY }, timing);
}

async function failure(promise: Promise<unknown>): Promise<SegueError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isSegueError(error)) throw new Error(`expected a SegueError, got ${String(error)}`);
  return error;
}

describe('waitForTask', () => {
  it('polls every 2 s until completed, reporting progress', async () => {
    answerInTurn(envelope(pendingWithProgress(0, 3)), envelope(pendingWithProgress(2, 3)), envelope(completedTask));
    const { sleeps, timing } = virtualTiming();
    const progress: unknown[] = [];
    const done = await clientWith(timing).waitForTask(TASK_ID, { onProgress: (task) => progress.push(task.progress) });
    expect(done).toEqual(completedTask);
    expect(sleeps).toEqual([2000, 2000]);
    expect(progress).toEqual([{ done: 0, total: 3 }, { done: 2, total: 3 }]);
    expect(server.requests).toHaveLength(3);
  });

  it('never polls faster than 2 s, whatever intervalMs asks', async () => {
    answerInTurn(envelope(pendingTask), envelope(pendingTask), envelope({ ...completedTask, status: 'success' }));
    const { sleeps, timing } = virtualTiming();
    const done = await clientWith(timing).waitForTask(TASK_ID, { intervalMs: 10 });
    expect(done.status).toBe('completed');
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('keeps a longer intervalMs', async () => {
    answerInTurn(envelope(pendingTask), envelope(completedTask));
    const { sleeps, timing } = virtualTiming();
    await clientWith(timing).waitForTask(TASK_ID, { intervalMs: 5000 });
    expect(sleeps).toEqual([5000]);
  });

  it('waits out a 429 for Retry-After, and at least the interval', async () => {
    answerInTurn(
      errorAnswer('ERATELIMITED', 'slow down', 429, { 'Retry-After': '7' }),
      errorAnswer('ERATELIMITED', 'slow down', 429, { 'Retry-After': '1' }),
      envelope(completedTask),
    );
    const { sleeps, timing } = virtualTiming();
    await clientWith(timing).waitForTask(TASK_ID);
    expect(sleeps).toEqual([7000, 2000]);
  });

  it('rejects a failed task with its code, message and the task', async () => {
    answerInTurn(envelope(pendingTask), { body: failedTaskBody });
    const { timing } = virtualTiming();
    const error = await failure(clientWith(timing).waitForTask(TASK_ID));
    expect(error).toMatchObject({ code: 'ENOCREDENTIALS', message: failedTaskBody.error.payload.message });
    expect(error.failedTask).toEqual(failedTaskBody.error);
  });

  it('gives up with ETIMEOUT when the next poll would pass timeoutMs', async () => {
    answerInTurn(envelope(pendingTask));
    const { sleeps, timing } = virtualTiming();
    const error = await failure(clientWith(timing).waitForTask(TASK_ID, { timeoutMs: 5000 }));
    expect(error).toMatchObject({ code: 'ETIMEOUT', status: 0 });
    expect(error.message).toContain(TASK_ID);
    expect(sleeps).toEqual([2000, 2000]);
    expect(server.requests).toHaveLength(3);
  });

  it('rides out a few 503s in a row (a server restarting mid-task)', async () => {
    const unavailable = errorAnswer('EPLATFORMUNAVAILABLE', 'restarting', 503);
    answerInTurn(unavailable, unavailable, unavailable, envelope(completedTask));
    const { timing } = virtualTiming();
    await expect(clientWith(timing).waitForTask(TASK_ID)).resolves.toEqual(completedTask);
  });

  it('stops after maxRetries transient failures in a row', async () => {
    answerInTurn(errorAnswer('EPLATFORMUNAVAILABLE', 'down', 503));
    const { timing } = virtualTiming();
    const error = await failure(clientWith(timing).waitForTask(TASK_ID, { maxRetries: 2 }));
    expect(error).toMatchObject({ code: 'EPLATFORMUNAVAILABLE', status: 503 });
    expect(server.requests).toHaveLength(3);
  });

  it('stops at once on an error that polling again cannot fix', async () => {
    answerInTurn(errorAnswer('EUNAUTHORIZED', 'x-segue-public-key is not the public key of any app', 401));
    const { timing } = virtualTiming();
    await expect(failure(clientWith(timing).waitForTask(TASK_ID))).resolves.toMatchObject({ code: 'EUNAUTHORIZED' });
    expect(server.requests).toHaveLength(1);
  });

  it('polls on real timers with a short floor (test-only build)', async () => {
    answerInTurn(envelope(pendingTask), envelope(pendingTask), envelope(completedTask));
    const client = buildSegueClient({ baseUrl: server.url, publicKey: PUBLIC_KEY }, { minIntervalMs: 20, sleep, now: Date.now });
    await expect(client.waitForTask(TASK_ID, { intervalMs: 1 })).resolves.toEqual(completedTask);
    expect(server.requests).toHaveLength(3);
  });

  it('an abort while waiting rejects with the reason and polls no more', async () => {
    answerInTurn(envelope(pendingTask));
    const controller = new AbortController();
    // The production floor and real sleep, aborted as soon as the client sleeps after the first
    // answer: the 2 s floor keeps the second poll far off.
    let sleeping!: () => void;
    const asleep = new Promise<void>((resolve) => (sleeping = resolve));
    const timing: PollTiming = {
      minIntervalMs: MIN_POLL_INTERVAL_MS,
      now: Date.now,
      sleep: (ms, signal) => {
        sleeping();
        return sleep(ms, signal);
      },
    };
    const waiting = clientWith(timing).waitForTask(TASK_ID, { intervalMs: 10, signal: controller.signal });
    await asleep;
    controller.abort(new Error('popup closed'));
    await expect(waiting).rejects.toThrow('popup closed');
    expect(server.requests).toHaveLength(1);
  });
});

describe('sleep', () => {
  it('resolves after the delay', async () => {
    await expect(sleep(5)).resolves.toBeUndefined();
  });

  it('rejects at once when the signal is already aborted', async () => {
    await expect(sleep(60_000, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});
