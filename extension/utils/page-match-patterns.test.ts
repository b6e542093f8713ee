import { PLATFORM_KEYS, PLATFORM_WEB_HOSTS } from '@segue/core';
import { describe, expect, it } from 'vitest';
import { PAGE_MATCH_PATTERNS } from './page-match-patterns';

const hostOf = (pattern: string) => new URL(pattern.replace('*', '')).host;

describe('PAGE_MATCH_PATTERNS', () => {
  it('names only hosts that @segue/core reads links from', () => {
    const known = new Set(PLATFORM_KEYS.flatMap((key) => PLATFORM_WEB_HOSTS[key]));
    for (const pattern of PAGE_MATCH_PATTERNS) expect(known, pattern).toContain(hostOf(pattern));
  });

  it('covers every platform', () => {
    const hosts = PAGE_MATCH_PATTERNS.map(hostOf);
    for (const key of PLATFORM_KEYS) {
      expect(PLATFORM_WEB_HOSTS[key].some((host) => hosts.includes(host)), key).toBe(true);
    }
  });
});
