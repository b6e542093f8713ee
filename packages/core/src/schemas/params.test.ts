import { describe, expect, it } from 'vitest';
import { AccountQuerySchema, LibraryParamsSchema, PlatformParamsSchema, TaskParamsSchema } from './params';
import { issuePaths, TASK_ID, USER_ID } from '../../test/support/schemas';

describe('path and query parameters', () => {
  it('reads valid parameters', () => {
    expect(PlatformParamsSchema.parse({ platform: 'deezer' })).toEqual({ platform: 'deezer' });
    expect(TaskParamsSchema.parse({ task_id: TASK_ID })).toEqual({ task_id: TASK_ID });
    expect(LibraryParamsSchema.parse({ userId: USER_ID, platform: 'spotify' }).userId).toBe(USER_ID);
    expect(AccountQuerySchema.parse({ identifier: 'nate@example.com' }).identifier).toBe('nate@example.com');
    expect(AccountQuerySchema.parse({ identifier: USER_ID }).identifier).toBe(USER_ID);
  });

  it('names the parameter to fix', () => {
    expect(issuePaths(PlatformParamsSchema, { platform: 'all' })).toEqual(['platform']);
    expect(issuePaths(TaskParamsSchema, { task_id: '42' })).toEqual(['task_id']);
    expect(issuePaths(LibraryParamsSchema, { userId: 'nate@example.com', platform: 'S2' })).toEqual(['userId', 'platform']);
    const account = AccountQuerySchema.safeParse({ identifier: 'nate' });
    expect(account.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['identifier', 'identifier must be an e-mail address or a Segue user id (UUID)'],
    ]);
    expect(issuePaths(AccountQuerySchema, {})).toEqual(['identifier']);
  });
});
