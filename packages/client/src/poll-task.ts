import type { PendingTask } from '@segue/core/schemas';
import { SegueError, isSegueError } from './segue-error';
import type { CompletedTaskState, TaskState } from './task-state';

/** The task endpoint is polled every 2 seconds or more, as the API asks. */
export const MIN_POLL_INTERVAL_MS = 2000;
export const DEFAULT_MAX_RETRIES = 3;

export interface WaitForTaskOptions {
  /** Between polls; default and floor 2000 ms. */
  intervalMs?: number;
  /** Give up with `ETIMEOUT` when the task is still pending after this long. Default: never. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Called with each pending answer (its `progress` counts the tracks done so far). */
  onProgress?: (task: PendingTask) => void;
  /**
   * Network failures, timeouts and 502/503/504 tolerated in a row before giving up (default 3),
   * so a server restart mid-task does not end the wait. A 429 is always waited out: the server
   * says when to come back in `Retry-After`.
   */
  maxRetries?: number;
}

/** Timing seams: production uses MIN_POLL_INTERVAL_MS, real timers and the clock. */
export interface PollTiming {
  minIntervalMs: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
}

function isTransient(error: SegueError): boolean {
  return (
    error.code === 'ENETWORK' ||
    error.code === 'ETIMEOUT' ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504
  );
}

function failure(task: Extract<TaskState, { status: 'failed' }>): SegueError {
  return new SegueError({
    code: task.payload.error,
    status: 200,
    message: task.payload.message,
    failedTask: task,
  });
}

/**
 * Polls until the task completes (resolves) or fails (rejects with a SegueError carrying the
 * task's code and `failedTask`).
 */
export async function pollTask(
  getTask: (signal?: AbortSignal) => Promise<TaskState>,
  taskId: string,
  options: WaitForTaskOptions,
  timing: PollTiming,
): Promise<CompletedTaskState> {
  const interval = Math.max(options.intervalMs ?? MIN_POLL_INTERVAL_MS, timing.minIntervalMs);
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const deadline = options.timeoutMs === undefined ? Infinity : timing.now() + options.timeoutMs;
  let failuresInARow = 0;

  for (;;) {
    options.signal?.throwIfAborted();
    let wait = interval;
    let task: TaskState | undefined;
    try {
      task = await getTask(options.signal);
      failuresInARow = 0;
    } catch (error) {
      if (!isSegueError(error)) throw error;
      if (error.code === 'ERATELIMITED') {
        wait = Math.max(interval, (error.retryAfterSeconds ?? 0) * 1000);
      } else if (!isTransient(error) || ++failuresInARow > maxRetries) {
        throw error;
      }
    }

    if (task?.status === 'completed') return task;
    if (task?.status === 'failed') throw failure(task);
    if (task) options.onProgress?.(task);

    if (timing.now() + wait > deadline) {
      throw new SegueError({
        code: 'ETIMEOUT',
        status: 0,
        message: `task ${taskId} was still pending after ${options.timeoutMs} ms`,
      });
    }
    await timing.sleep(wait, options.signal);
  }
}
