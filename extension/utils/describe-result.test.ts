import { describe, expect, it } from 'vitest';
import { platformEntries, shareLink, summarizeResult } from './describe-result';
import type { TrackConversion } from '@segue/core/schemas';
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
      share_url: 'https://segue.example/s/x',
    };
    expect(summarizeResult(artist, 'spotify')).toEqual({ title: 'The Lanterns', artists: [], cover: '' });
    expect(platformEntries(artist)).toEqual([{ platform: 'deezer', url: 'https://www.deezer.com/artist/1', title: 'The Lanterns', match: { method: 'search', confidence: 0.9 } }]);
  });

  it("opens the answer's share_url, not the short identifier", () => {
    expect(shareLink({ ...trackResult(), share_url: 'https://segue.example/s/Ab12Cd' }, 'http://127.0.0.1:8787/')).toBe('https://segue.example/s/Ab12Cd');
  });

  it('builds the share link of a result cached from an older server, which has only short_url', () => {
    const { share_url: _dropped, ...older } = trackResult();
    expect(shareLink(older as TrackConversion, 'http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787/s/Ab12Cd');
    expect(shareLink({ ...older, short_url: 'https://segue.example/s/Zz' } as TrackConversion, 'http://x')).toBe('https://segue.example/s/Zz');
  });
});
