import { describe, expect, it } from 'vitest';
import { fakeScriptRegistry as fakeRegistry, SETTINGS } from '../test/fixtures';
import { SHARE_PAGE_SCRIPT_FILE, SHARE_PAGE_SCRIPT_ID, sharePagesPattern, syncSharePageScript } from './share-page-script';

describe('sharePagesPattern', () => {
  it('is the server’s share pages on its host, any port (match patterns carry none), under its path', () => {
    expect(sharePagesPattern('http://127.0.0.1:8787')).toBe('http://127.0.0.1/s/*');
    expect(sharePagesPattern(' https://music.example/segue/ ')).toBe('https://music.example/segue/s/*');
    expect(sharePagesPattern('ftp://music.example')).toBeNull();
    expect(sharePagesPattern('not an address')).toBeNull();
  });
});

describe('syncSharePageScript', () => {
  it('registers the script on the server’s share pages once the server may be reached, and keeps it after', async () => {
    const { registry, scripts, allowedOrigins } = fakeRegistry([]);
    expect(await syncSharePageScript(SETTINGS, registry)).toBe('none');
    expect(scripts.size).toBe(0);
    allowedOrigins.push('http://127.0.0.1/*');
    // Settings and permission changes arrive together: the calls run one after the other.
    const results = await Promise.all([syncSharePageScript(SETTINGS, registry), syncSharePageScript(SETTINGS, registry)]);
    expect(results).toEqual(['registered', 'kept']);
    expect(scripts.get(SHARE_PAGE_SCRIPT_ID)).toEqual({ matches: ['http://127.0.0.1/s/*'], js: [SHARE_PAGE_SCRIPT_FILE] });
  });

  it('follows a new server address, and is gone when the permission is withdrawn', async () => {
    const { registry, scripts, allowedOrigins } = fakeRegistry(['http://127.0.0.1/*', 'https://music.example/*']);
    await syncSharePageScript(SETTINGS, registry);
    expect(await syncSharePageScript({ ...SETTINGS, serverUrl: 'https://music.example' }, registry)).toBe('registered');
    expect(scripts.get(SHARE_PAGE_SCRIPT_ID)?.matches).toEqual(['https://music.example/s/*']);
    allowedOrigins.splice(0);
    expect(await syncSharePageScript({ ...SETTINGS, serverUrl: 'https://music.example' }, registry)).toBe('removed');
    expect(scripts.size).toBe(0);
  });

  it('registers nothing for an address that is not http(s)', async () => {
    const { registry, scripts } = fakeRegistry(['http://127.0.0.1/*']);
    expect(await syncSharePageScript({ ...SETTINGS, serverUrl: 'javascript:alert(1)' }, registry)).toBe('none');
    expect(scripts.size).toBe(0);
  });
});
