import { describe, expect, it } from 'vitest';
import { SegueError, isSegueError } from './segue-error';

describe('SegueError', () => {
  it('is an Error with its fields and cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new SegueError({ code: 'ENETWORK', status: 0, message: 'no answer', cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'SegueError', code: 'ENETWORK', status: 0, message: 'no answer', cause });
    expect(error.stack).toContain('SegueError');
  });

  it('isSegueError knows one from another copy of the package, and nothing else', () => {
    const foreign = Object.assign(new Error('x'), { name: 'SegueError', code: 'EINTERNAL', status: 500 });
    expect(isSegueError(new SegueError({ code: 'EINTERNAL', status: 500, message: 'x' }))).toBe(true);
    expect(isSegueError(foreign)).toBe(true);
    expect(isSegueError(new Error('x'))).toBe(false);
    expect(isSegueError({ name: 'SegueError', code: 'EINTERNAL' })).toBe(false);
  });
});
