import { z } from 'zod';
import { emptyAsMissing, optionalText } from '../kit/credential-fields';
import type { UrlSettings } from '../kit/define-platform';

/**
 * `api` InnerTube (anonymous catalog reads), `data` the YouTube Data API v3 (a user's account:
 * profile, playlists, playlist writes; absent: Google's), `oauth` empty or absent: Google's own
 * OAuth hosts.
 */
export interface YtMusicUrls {
  api: string;
  data?: string;
  oauth?: string;
}

/** Google's host of the YouTube Data API v3 (`/youtube/v3/...`). */
export const YOUTUBE_DATA_API_URL = 'https://www.googleapis.com';

export const YTMUSIC_URLS: UrlSettings<YtMusicUrls> = {
  api: { variable: 'SEGUE_YTMUSIC_API_URL', fallback: 'https://music.youtube.com' },
  // InnerTube refuses third-party OAuth tokens (HTTP 400 "Request contains an invalid argument"
  // since 2024-11, https://github.com/sigma67/ytmusicapi/issues/676), so a user's account goes
  // through the official Data API, served under `/youtube/v3` on this host.
  data: { variable: 'SEGUE_YTMUSIC_DATA_API_URL', fallback: YOUTUBE_DATA_API_URL },
  // Google splits OAuth over two hosts (accounts.google.com authorises, oauth2.googleapis.com
  // issues tokens), so there is no one real base URL: empty means those two, and a configured
  // URL serves both paths, `/o/oauth2/v2/auth` and `/token`, as the sandbox's `oauth` host does.
  // https://developers.google.com/identity/protocols/oauth2/web-server
  oauth: { variable: 'SEGUE_YTMUSIC_OAUTH_URL', fallback: '' },
};

// YouTube Music's catalog (InnerTube) needs no developer credentials. A Google OAuth client
// is needed only to link listeners' accounts (https://developers.google.com/identity/protocols/oauth2/web-server);
// its Cloud project must have the YouTube Data API v3 enabled, which serves those accounts.
/**
 * The Cloud project's YouTube Data API units a day, where Google granted more than its default
 * 10,000 (a quota extension, after Google's audit:
 * https://developers.google.com/youtube/v3/guides/quota_and_compliance_audits). Transfers plan
 * their writes within it; a figure above what Google granted is corrected by Google's
 * `quotaExceeded` answer, which every write handles.
 */
const dailyQuotaUnits = () =>
  emptyAsMissing(
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'must be a whole number of quota units a day, such as 10000 (the default) or what Google granted the project')
      .refine((units) => Number(units) >= 1_000 && Number(units) <= 1_000_000_000, 'must be between 1000 and 1000000000 units a day')
      .optional(),
  );

export const ytMusicCredentials = z
  .strictObject({ client_id: optionalText(), client_secret: optionalText(), daily_quota_units: dailyQuotaUnits() })
  .refine(
    (client) => (client.client_id === undefined) === (client.client_secret === undefined),
    'client_id and client_secret go together: give both (a Google OAuth client, needed only to link accounts) or neither',
  );

export type YtMusicCredentials = z.infer<typeof ytMusicCredentials>;

/** Credential fields sealed at rest (the rest are stored as plain settings). */
export const YTMUSIC_SECRET_FIELDS: readonly (keyof YtMusicCredentials)[] = ['client_secret'];
