import {
  FailedTaskResponseSchema,
  TaskSchema,
  type CompletedTask,
  type FailedTaskError,
  type PendingTask,
} from '@segue/core/schemas';
import { describeIssues } from './schema';
import { badResponse, isRecord, unwrapEnvelope, type HttpReply } from './transport';

/** A finished task; a `success` status is reported as `completed`. */
export type CompletedTaskState = Omit<CompletedTask, 'status'> & { status: 'completed' };

/** A playlist conversion task in one of its three states. */
export type TaskState = PendingTask | CompletedTaskState | FailedTaskError;

/**
 * Reads the answer of GET /v1/task/{task_id}. A failed task comes with HTTP 200 but sits under
 * `error` instead of `data`, so it is a state, not an exception.
 */
export function readTaskState(reply: HttpReply, validate: boolean): TaskState {
  const body = reply.body;
  if (isRecord(body) && isRecord(body.error)) {
    if (!validate) return body.error as FailedTaskError;
    const failed = FailedTaskResponseSchema.safeParse(body);
    if (!failed.success) throw badResponse(reply, describeIssues(failed.error.issues));
    return failed.data.error;
  }
  const task = unwrapEnvelope(reply, TaskSchema, validate);
  return task.status === 'success' ? { ...task, status: 'completed' } : (task as PendingTask | CompletedTaskState);
}
