import { SegueError } from './segue-error';

/** A configuration mistake; its message is one line naming the variable. */
export class ConfigError extends SegueError<'config'> {
  constructor(message: string) {
    super('config', message);
    this.name = 'ConfigError';
  }
}
