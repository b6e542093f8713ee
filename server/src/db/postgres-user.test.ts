import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fromFiles } from './postgres-user';

/** What `id` says of the postgres user, or undefined where the machine has none. */
function fromId(): { uid: number; gid: number; groups: number[] } | undefined {
  try {
    const ask = (flag: string) => execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim();
    return { uid: Number(ask('-u')), gid: Number(ask('-g')), groups: ask('-G').split(/\s+/).map(Number) };
  } catch {
    return undefined;
  }
}

describe('the postgres user from /etc/passwd and /etc/group', () => {
  it('agrees with `id` on uid, gid and every group', async () => {
    const expected = fromId();
    const found = await fromFiles();
    if (expected === undefined) {
      expect(found).toBeUndefined();
      return;
    }
    expect(found).toBeDefined();
    expect({ uid: found!.uid, gid: found!.gid, groups: [...found!.groups].sort((a, b) => a - b) }).toEqual({
      ...expected,
      groups: [...expected.groups].sort((a, b) => a - b),
    });
  });
});
