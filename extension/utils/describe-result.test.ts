import { describe, expect, it } from 'vitest';
import { platformEntries, shareLink, summarizeResult } from './describe-result';
import { trackResult } from '../test/fixtures';

describe('describe-result', () => {
  it('summarizes from the source platform', () => {
    expect(summarizeResult(trackResult(), 'spotify')).toEqual({ title: 'Midnight Drive', artists: ['The Lanterns'], cover: 'https://img.example/cover.jpg' });
  });

  it('summarizes an artist by name', () => {
    const artist = {
      entity: 'artist' as const,
      platforms: { deezer: { id: '1', name: 'The Lanterns', url: 'https://www.deezer.com/artist/1', match: { method: 'search' as const, confidence: 0.9 } } },
      short_url: 'x',
    };
    expect(summarizeResult(artist, 'spotify')).toEqual({ title: 'The Lanterns', artists: [], cover: '' });
    expect(platformEntries(artist)).toEqual([{ platform: 'deezer', url: 'https://www.deezer.com/artist/1', title: 'The Lanterns', match: { method: 'search', confidence: 0.9 } }]);
  });

  it('builds the share link on the server, or keeps a whole URL', () => {
    expect(shareLink(trackResult(), 'http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787/s/Ab12Cd');
    expect(shareLink({ ...trackResult(), short_url: 'https://segue.example/s/Zz' }, 'http://x')).toBe('https://segue.example/s/Zz');
  });
});
