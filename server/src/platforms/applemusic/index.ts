import { appleWriteLimits } from './library-transfer';
import { AppError } from '../../errors/app-error';
import { definePlatform } from '../kit/define-platform';
import { createAppleMusicAdapter } from './adapter';
import { appleDeveloperToken } from './auth';
import { createAppleMusicLibrary } from './library';
import { createAppleMusicOAuth } from './oauth';
import { APPLE_MUSIC_URLS, appleMusicCredentials, type AppleMusicUrls, APPLE_MUSIC_SECRET_FIELDS } from './settings';

export const applemusic = definePlatform<'applemusic', AppleMusicUrls, typeof appleMusicCredentials>({
  key: 'applemusic',
  urls: APPLE_MUSIC_URLS,
  credentials: appleMusicCredentials,
  secretFields: APPLE_MUSIC_SECRET_FIELDS,
  budget: { concurrency: 8, requests: 20, intervalMs: 1_000 },
  // Bruce Springsteen, "Thunder Road" from "Born to Run" (minchao/go-apple-music catalog test data).
  liveProbe: {
    track: { id: '310730206', isrc: 'USSM19904335' },
    isrc: 'USSM19904335',
    albumId: '310730204', // "Born to Run"
    playlistId: 'pl.f4d106fed2bd41149aaacabb233eb5eb', // "Today's Hits", Apple Music's editorial playlist
    search: { title: 'Thunder Road', artists: ['Bruce Springsteen'] },
  },
  // Artwork templates point at is1-ssl … is5-ssl.mzstatic.com (https://developer.apple.com/documentation/applemusicapi/artwork).
  imageHosts: ['*.mzstatic.com'],
  adapter: createAppleMusicAdapter,
  library: createAppleMusicLibrary,
  libraryWriteLimits: appleWriteLimits,
  // Apple has no OAuth: Segue serves a sign-in page that runs MusicKit JS with the developer token.
  oauth: (options) =>
    createAppleMusicOAuth({
      ...options,
      developerToken: appleDeveloperToken(options.credentials),
      signInUrl: `${options.publicUrl}/v1/auth/applemusic/authorize`,
    }),
  // The sign-in page posts the Music-User-Token in a form body: in a URL it would reach logs and history.
  callbackMethod: 'POST',
  // Apple Music library requests carry the app's developer token beside the user's Music-User-Token.
  appToken: (credentials) => {
    const { team_id, key_id, private_key } = credentials;
    if (!team_id || !key_id || !private_key) throw new AppError('ENOCREDENTIALS', "the app's Apple Music integration lacks its MusicKit key");
    return appleDeveloperToken({ team_id, key_id, private_key });
  },
});
