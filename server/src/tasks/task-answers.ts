import { appChangeKey, taskChangeKey, type ChangeFeed } from '../db/change-feed';
import { createInvalidatedCache } from '../db/invalidated-cache';
import { AppError } from '../errors/app-error';
import { prepareJson, type PreparedJson } from '../http/prepared-json';
import { isUuid } from '../shared/params';
import type { TaskRepository } from './task.repository';
import { taskView, taskViewJson } from './task-view';

/** What `GET /v1/task/{task_id}` sends: the body, ready to send, and the platform requests so far. */
export interface TaskAnswer {
  body: PreparedJson;
  platformRequests: number;
}

export type TaskAnswers = ReturnType<typeof createTaskAnswers>;

/**
 * The read path of task polling. A finished task's answer is serialised once, on the first read
 * after it finished, stored beside the task, and from then on sent as it is. Each process also
 * keeps finished answers in a bounded LRU, dropped when the task or its app changes or goes (the
 * change feed), so polling a finished task costs no database round trip. A pending task's answer
 * (its progress, or "stalled") is built on each read, as it changes.
 */
export function createTaskAnswers(deps: { tasks: TaskRepository; now: () => Date; changes: ChangeFeed }) {
  const finished = createInvalidatedCache<TaskAnswer>(deps.changes, { max: 20_000, maxSize: 64_000_000, sizeOf: (answer) => answer.body.body.length });
  return {
    /** Only the app's own tasks, by task id (the public short id never opens a task). */
    async answer(appId: string, key: string): Promise<TaskAnswer> {
      if (!isUuid(key)) throw new AppError('EBADREQUEST', 'task_id must be a UUID: the task_id the conversion answered with (a short link id is not a task id)');
      const id = key.toLowerCase();
      const cacheKey = `${appId}\n${id}`;
      const kept = finished.get(cacheKey);
      if (kept) return kept;
      const mark = finished.mark();
      const found = await deps.tasks.findAnswerForApp(appId, id);
      if (!found) throw new AppError('ENOTFOUND', `no task ${key} for this app`);
      const { task } = found;
      const json = found.answer ?? taskViewJson(taskView(task, deps.now()));
      const answer = { body: prepareJson(json), platformRequests: task.platformRequests };
      if (task.status === 'pending') return answer;
      if (found.answer === null) await deps.tasks.saveAnswer(task.id, json);
      finished.set(cacheKey, answer, [appChangeKey(appId), taskChangeKey(task.id)], mark);
      return answer;
    },
  };
}
