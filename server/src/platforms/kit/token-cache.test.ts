import { describe, expect, it } from 'vitest';
import { createTokenCache } from './token-cache';

describe('createTokenCache', () => {
  it('shares one fetch among concurrent callers and reuses the token until the margin', async () => {
    let now = 0;
    let issued = 0;
    const cache = createTokenCache(
      async () => ({ token: `t${++issued}`, expiresAt: now + 3_600_000 }),
      { now: () => now, marginMs: 60_000 },
    );
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual(['t1', 't1', 't1']);
    now = 3_540_000 - 1;
    expect(await cache.get()).toBe('t1');
    now = 3_540_000;
    expect(await cache.get()).toBe('t2');
    cache.invalidate();
    expect(await cache.get()).toBe('t3');
  });

  it('lets the next caller try again after a failed fetch', async () => {
    let attempt = 0;
    const cache = createTokenCache(async () => {
      if (++attempt === 1) throw new Error('token endpoint down');
      return { token: 'ok', expiresAt: Date.now() + 3_600_000 };
    });
    await expect(cache.get()).rejects.toThrow('token endpoint down');
    await expect(cache.get()).resolves.toBe('ok');
  });
});
