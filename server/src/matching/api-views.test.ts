import { describe, expect, it } from 'vitest';
import type { PlatformAlbum } from '../platforms/types';
import { albumView } from './api-views';

const album: PlatformAlbum = {
  platform: 'ytmusic',
  id: 'MPREb_abc',
  title: 'Northern Lights',
  artists: ['Ana Vale'],
  releaseDate: '2011',
  cover: '',
  url: 'https://music.youtube.com/browse/MPREb_abc',
};

describe('albumView', () => {
  it('leaves unknown values unknown: no track count, and an empty date for a year-only one', () => {
    const view = albumView(album, { method: 'search', confidence: 0.95 });
    expect(view).not.toHaveProperty('track_count');
    expect(view.release_date).toBe('');
  });

  it('gives what the platform said', () => {
    const view = albumView({ ...album, releaseDate: '2011-05-04', totalTracks: 12 }, { method: 'search', confidence: 0.95 });
    expect(view).toMatchObject({ release_date: '2011-05-04', track_count: 12 });
  });
});
