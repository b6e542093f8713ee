import {
  CompletedTaskSchema,
  FailedTaskResponseSchema,
  PendingTaskSchema,
  TrackConversionSchema,
  type CompletedTask,
  type FailedTaskError,
  type PendingTask,
  type TrackConversion,
} from '@segue/core/schemas';
import { checkAnswer } from '../../support/openapi-check';

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** A request's outcome that was not what the caller expected, with the whole answer. */
export class UnexpectedReply extends Error {
  constructor(
    what: string,
    readonly reply: Reply,
  ) {
    super(`${what}: HTTP ${reply.status} ${JSON.stringify(reply.body).slice(0, 600)}`);
  }
}

export type TaskState = PendingTask | CompletedTask | FailedTaskError;

/** The task endpoint is polled every 2 seconds or more, as the API asks. */
export const POLL_INTERVAL_MS = 2_000;

/**
 * The conversion endpoints through plain `fetch`, every success checked against the API's
 * schemas from `@segue/core/schemas` and every answer against the server's `/openapi.json`, so a
 * wrong shape or an undocumented answer fails the suite.
 */
export function segueApi(baseUrl: string, publicKey: string) {
  async function send(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'x-segue-public-key': publicKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    await checkAnswer(baseUrl, { method, path, status: response.status, contentType: response.headers.get('content-type'), text });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed as Record<string, unknown> };
  }

  async function convertTrack(url: string, target?: string): Promise<TrackConversion> {
    const reply = await send('POST', '/v1/entity/convert', target === undefined ? { url } : { url, target_platform: target });
    if (reply.status !== 200) throw new UnexpectedReply(`convert ${url} to ${target ?? '(default)'}`, reply);
    // The result sits in `data.payload`.
    const data = reply.body.data as { payload?: unknown } | undefined;
    const parsed = TrackConversionSchema.safeParse(data?.payload);
    if (!parsed.success) throw new UnexpectedReply(`convert ${url}: not a track conversion (${parsed.error.message})`, reply);
    return parsed.data;
  }

  async function startPlaylist(url: string, target: string): Promise<string> {
    const reply = await send('POST', '/v1/entity/convert', { url, target_platform: target });
    if (reply.status !== 200 && reply.status !== 201 && reply.status !== 202) throw new UnexpectedReply(`convert playlist ${url} to ${target}`, reply);
    const parsed = PendingTaskSchema.safeParse(reply.body.data);
    if (!parsed.success) throw new UnexpectedReply(`convert playlist ${url}: not a pending task (${parsed.error.message})`, reply);
    return parsed.data.task_id;
  }

  async function getTask(taskId: string): Promise<TaskState> {
    const reply = await send('GET', `/v1/task/${encodeURIComponent(taskId)}`);
    if (reply.status !== 200) throw new UnexpectedReply(`task ${taskId}`, reply);
    if (reply.body.error !== undefined) {
      const failed = FailedTaskResponseSchema.safeParse(reply.body);
      if (!failed.success) throw new UnexpectedReply(`task ${taskId}: malformed failure (${failed.error.message})`, reply);
      return failed.data.error;
    }
    const data = reply.body.data as { status?: unknown } | undefined;
    const schema = data?.status === 'pending' ? PendingTaskSchema : CompletedTaskSchema;
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new UnexpectedReply(`task ${taskId}: malformed task (${parsed.error.message})`, reply);
    return parsed.data;
  }

  /** Polls until the task completes; a failed task or the deadline throws. */
  async function waitForTask(taskId: string, timeoutMs: number, intervalMs = POLL_INTERVAL_MS): Promise<CompletedTask> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const task = await getTask(taskId);
      if (task.status === 'failed') throw new Error(`task ${taskId} failed: ${task.payload.error} ${task.payload.message}`);
      if (task.status !== 'pending') return task;
      if (Date.now() + intervalMs > deadline) throw new Error(`task ${taskId} still pending after ${timeoutMs} ms`);
      await new Promise((done) => setTimeout(done, intervalMs));
    }
  }

  return { send, convertTrack, startPlaylist, getTask, waitForTask };
}

export type SegueApi = ReturnType<typeof segueApi>;
