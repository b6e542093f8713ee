import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { checkServerAccess, serverOriginPattern } from './server-access';
import { SETTINGS } from '../test/fixtures';

describe('serverOriginPattern', () => {
  it.each([
    ['http://127.0.0.1:8787', 'http://127.0.0.1/*'],
    ['https://segue.example.org/api/', 'https://segue.example.org/*'],
    ['ftp://segue.example.org', null],
    ['not a url', null],
  ])('%s → %s', (url, pattern) => {
    expect(serverOriginPattern(url)).toBe(pattern);
  });
});

describe('checkServerAccess', () => {
  beforeEach(() => fakeBrowser.reset());

  it('passes when the origin is granted', async () => {
    const contains = vi.fn(async () => true);
    fakeBrowser.permissions.contains = contains;
    expect(await checkServerAccess(SETTINGS)).toBeNull();
    expect(contains).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] });
  });

  it('asks for setup, a valid address, or access, in that order', async () => {
    fakeBrowser.permissions.contains = vi.fn(async () => false);
    expect(await checkServerAccess({ ...SETTINGS, publicKey: ' ' })).toMatchObject({ kind: 'setup' });
    expect(await checkServerAccess({ ...SETTINGS, serverUrl: 'segue' })).toMatchObject({ kind: 'setup', title: 'The server address is not valid' });
    expect(await checkServerAccess(SETTINGS)).toMatchObject({ kind: 'permission', detail: expect.stringContaining('127.0.0.1:8787') });
  });
});
