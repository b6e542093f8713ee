import { DEEZER_WRITE_LIMITS } from './library-transfer';
import { AppError } from '../../errors/app-error';
import { definePlatform } from '../kit/define-platform';
import { createDeezerAdapter } from './adapter';
import { createDeezerLibrary } from './library';
import { createDeezerOAuth } from './oauth';
import { DEEZER_URLS, deezerCredentials, type DeezerUrls, DEEZER_SECRET_FIELDS } from './settings';

const DEEZER_NEEDS_APP =
  "Deezer accounts cannot be linked for this app: linking needs a Deezer app's app_id and secret on the app's deezer integration (conversions work without them)";

export const deezer = definePlatform<'deezer', DeezerUrls, typeof deezerCredentials>({
  key: 'deezer',
  urls: DEEZER_URLS,
  credentials: deezerCredentials,
  secretFields: DEEZER_SECRET_FIELDS,
  // Deezer documents ~50 requests per 5 s.
  budget: { concurrency: 8, requests: 45, intervalMs: 5_000 },
  // Lady Gaga & Bruno Mars, "Die With A Smile" (single, 2024), ISRC USUM72409273 (kellnerd/harmony testdata).
  liveProbe: {
    track: { id: '2947516331', isrc: 'USUM72409273' }, // GET /track/{id}
    isrc: 'USUM72409273',
    albumId: '629506181', // the single "Die With A Smile"
    playlistId: '9200461', // "Lounge Soirée" by artusamak, public (browniebroke/deezer-python cassettes)
    search: { title: 'Die With A Smile', artists: ['Lady Gaga', 'Bruno Mars'] },
  },
  // Sized covers and pictures on cdn-images, e-cdns-images and cdns-images.dzcdn.net; the unsized
  // `cover`/`picture` fields are api.deezer.com/{kind}/{id}/image, a redirect to them
  // (https://developers.deezer.com/api/album).
  imageHosts: ['*.dzcdn.net', 'api.deezer.com'],
  adapter: createDeezerAdapter,
  library: createDeezerLibrary,
  libraryWriteLimits: DEEZER_WRITE_LIMITS,
  // Deezer's catalog needs no credentials, so a Deezer integration may have none; linking a
  // listener's account needs the app id and secret of a Deezer app (Deezer registers no new apps
  // since 2024, so only an app made before can link).
  oauth: ({ baseUrls, credentials }) => {
    const { app_id: appId, secret } = credentials;
    if (!appId || !secret) throw new AppError('ENOCREDENTIALS', DEEZER_NEEDS_APP);
    return createDeezerOAuth({ baseUrls, app: { appId, secret } });
  },
});
