import { SegueError } from './segue-error';

/** A sealed value that cannot be opened: another key, or tampered with. */
export class SecretBoxError extends SegueError<'secret_box'> {
  constructor(message: string) {
    super('secret_box', message);
    this.name = 'SecretBoxError';
  }
}
