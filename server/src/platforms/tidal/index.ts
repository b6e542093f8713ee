import { definePlatform } from '../kit/define-platform';
import { createTidalAdapter } from './adapter';
import { createTidalLibrary } from './library';
import { createTidalOAuth } from './oauth';
import { TIDAL_URLS, tidalCredentials, type TidalUrls } from './settings';

export const tidal = definePlatform<'tidal', TidalUrls, typeof tidalCredentials>({
  key: 'tidal',
  urls: TIDAL_URLS,
  credentials: tidalCredentials,
  secretFields: ['client_secret'],
  budget: { concurrency: 4, requests: 10, intervalMs: 1_000 },
  adapter: createTidalAdapter,
  library: createTidalLibrary,
  oauth: createTidalOAuth,
});
