import { describe, expect, it } from 'vitest';
import { MAX_LINK_LENGTH, splitUrl } from './url-parts';

describe('splitUrl', () => {
  it('cuts a web link into lowercased scheme and host, raw segments, query and fragment', () => {
    expect(splitUrl(' HTTPS://Open.Spotify.COM:443//Track/AbC/?si=x&y#Frag ')).toStrictEqual({
      scheme: 'https',
      host: 'open.spotify.com',
      segments: ['Track', 'AbC'],
      query: 'si=x&y',
      fragment: 'Frag',
    });
  });

  it('reads links without a scheme or with only `//`', () => {
    expect(splitUrl('youtu.be/dQw4w9WgXcQ')).toMatchObject({ scheme: '', host: 'youtu.be', segments: ['dQw4w9WgXcQ'] });
    expect(splitUrl('//youtu.be/x')).toMatchObject({ scheme: '', host: 'youtu.be', segments: ['x'] });
    expect(splitUrl('tidal.com:8080/track/1')).toMatchObject({ host: 'tidal.com', segments: ['track', '1'] });
  });

  it('cuts an opaque URI at its colons', () => {
    expect(splitUrl('spotify:user:a:playlist:B?x=1#f')).toStrictEqual({
      scheme: 'spotify',
      host: '',
      segments: ['user', 'a', 'playlist', 'B'],
      query: 'x=1',
      fragment: 'f',
    });
  });

  it('keeps a `?` after `#` in the fragment', () => {
    expect(splitUrl('tidal.com/#!/track/1?play=true')).toMatchObject({ segments: [], query: '', fragment: '!/track/1?play=true' });
  });

  it('strips a trailing dot of the host', () => {
    expect(splitUrl('https://music.youtube.com./watch?v=1')?.host).toBe('music.youtube.com');
  });

  it('refuses empty, oversized, credential-bearing and bad-port inputs', () => {
    expect(splitUrl('   ')).toBeNull();
    expect(splitUrl('https:///track/1')).toBeNull();
    expect(splitUrl(`https://open.spotify.com/${'a'.repeat(MAX_LINK_LENGTH)}`)).toBeNull();
    expect(splitUrl('https://user:pw@open.spotify.com/track/1')).toBeNull();
    expect(splitUrl('https://open.spotify.com:http/track/1')).toBeNull();
  });
});
