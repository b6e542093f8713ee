import { SegueError } from './segue-error';

/**
 * Thrown by a task's run when a graceful stop interrupted it: nothing went wrong with the task,
 * so its job is handed back to the queue without spending a retry.
 */
export class TaskInterruptedError extends SegueError<'task_interrupted'> {
  constructor(message = 'the process is stopping', options?: { cause?: unknown }) {
    super('task_interrupted', message, options);
    this.name = 'TaskInterruptedError';
  }
}
