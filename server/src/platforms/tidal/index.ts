import { tidalWriteLimits } from './library-transfer';
import { definePlatform } from '../kit/define-platform';
import { createTidalAdapter } from './adapter';
import { createTidalLibrary } from './library';
import { createTidalOAuth } from './oauth';
import { TIDAL_URLS, tidalCredentials, type TidalUrls, TIDAL_SECRET_FIELDS } from './settings';

export const tidal = definePlatform<'tidal', TidalUrls, typeof tidalCredentials>({
  key: 'tidal',
  urls: TIDAL_URLS,
  credentials: tidalCredentials,
  secretFields: TIDAL_SECRET_FIELDS,
  budget: { concurrency: 4, requests: 10, intervalMs: 1_000 },
  // Lady Gaga & Bruno Mars, "Die With A Smile" (single, 2024), ISRC USUM72409273 (kellnerd/harmony testdata).
  liveProbe: {
    track: { id: '381265362', isrc: 'USUM72409273' }, // openapi.tidal.com/v2/tracks/{id}
    isrc: 'USUM72409273',
    albumId: '381265361', // the single "Die With A Smile"
    playlistId: '58d7349f-e79a-4e3e-aaa4-2281556fa565', // the public playlist of TIDAL's own API example (tidal-music/tidal-sdk-web)
    search: { title: 'Die With A Smile', artists: ['Lady Gaga', 'Bruno Mars'] },
  },
  // Artworks' files: resources.tidal.com for albums, artists and user playlists, images.tidal.com for mixes.
  imageHosts: ['resources.tidal.com', 'images.tidal.com'],
  adapter: createTidalAdapter,
  library: createTidalLibrary,
  libraryWriteLimits: tidalWriteLimits,
  oauth: createTidalOAuth,
});
