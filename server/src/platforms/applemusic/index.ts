import { AppError } from '../../errors/app-error';
import { definePlatform } from '../kit/define-platform';
import { createAppleMusicAdapter } from './adapter';
import { appleDeveloperToken } from './auth';
import { createAppleMusicLibrary } from './library';
import { createAppleMusicOAuth } from './oauth';
import { APPLE_MUSIC_URLS, appleMusicCredentials, type AppleMusicUrls } from './settings';

export const applemusic = definePlatform<'applemusic', AppleMusicUrls, typeof appleMusicCredentials>({
  key: 'applemusic',
  urls: APPLE_MUSIC_URLS,
  credentials: appleMusicCredentials,
  secretFields: ['private_key'],
  budget: { concurrency: 8, requests: 20, intervalMs: 1_000 },
  adapter: createAppleMusicAdapter,
  library: createAppleMusicLibrary,
  // Apple has no OAuth: Segue serves a sign-in page that runs MusicKit JS with the developer token.
  oauth: (options) =>
    createAppleMusicOAuth({
      ...options,
      developerToken: appleDeveloperToken(options.credentials),
      signInUrl: `${options.publicUrl}/v1/auth/applemusic/authorize`,
    }),
  // Apple Music library requests carry the app's developer token beside the user's Music-User-Token.
  appToken: (credentials) => {
    const { team_id, key_id, private_key } = credentials;
    if (!team_id || !key_id || !private_key) throw new AppError('ENOCREDENTIALS', "the app's Apple Music integration lacks its MusicKit key");
    return appleDeveloperToken({ team_id, key_id, private_key });
  },
});
