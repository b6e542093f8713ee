import { SegueError } from './segue-error';

/** Thrown to have the job queue run the task again (platform trouble that may pass). */
export class RetryTaskError extends SegueError<'retry_task'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('retry_task', message, options);
    this.name = 'RetryTaskError';
  }
}
