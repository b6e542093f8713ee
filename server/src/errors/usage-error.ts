import { SegueError } from './segue-error';

/** A mistake in how the command was called (exit code 2, like commander's own usage errors). */
export class UsageError extends SegueError<'usage'> {
  constructor(message: string) {
    super('usage', message);
    this.name = 'UsageError';
  }
}
