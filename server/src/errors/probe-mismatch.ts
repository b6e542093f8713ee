import { SegueError } from './segue-error';

/** The call answered, but not with what the probe expects (wrong ISRC, no results, empty album). */
export class ProbeMismatch extends SegueError<'probe_mismatch'> {
  constructor(message: string, readonly path?: string) {
    super('probe_mismatch', message);
    this.name = 'ProbeMismatch';
  }
}
