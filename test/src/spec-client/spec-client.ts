/**
 * A client written from the interface spec alone (shared/spec/interface-spec.md): its paths, its
 * field names, and the key headers under this server's names (`x-segue-public-key` for the
 * spec's `x-service-public-key`, `x-segue-key` for `x-service-key`). It knows nothing else of
 * Segue, so the black-box journey that drives it shows what an integrator holding only the spec
 * can do.
 */
export interface SpecTrack {
  url: string;
  artists: string[];
  released?: string;
  release_date?: string;
  duration: string;
  duration_milli: number;
  explicit: boolean;
  title: string;
  preview: string;
  album: string;
  id: string;
  cover: string;
}

/** Spec 2.6: the user account, one profile object per linked platform. */
export interface SpecAccount {
  email: string;
  id: string;
  [platform: string]: unknown;
}

export interface SpecProfile {
  platform: string;
  username: string;
  profile_picture: string;
  followers?: number;
  platform_id: string;
  platform_subscription_plan: string;
  url: string;
}

/** Spec 2.7. */
export interface SpecClaims {
  exp: number;
  iat: number;
  email: string;
  username: string;
  uuid: string;
  platform: string;
}

export interface Reply<T> {
  status: number;
  body: { data?: T; message: string; status: number; error?: unknown };
}

export function specClient(baseUrl: string, keys: { publicKey: string; privateKey: string }) {
  async function call<T>(method: string, path: string, key: 'public' | 'private', body?: unknown): Promise<Reply<T>> {
    const headers: Record<string, string> = key === 'public' ? { 'x-segue-public-key': keys.publicKey } : { 'x-segue-key': keys.privateKey };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, body: (await response.json()) as Reply<T>['body'] };
  }
  const account = (userId: string, platform: string, list: string) =>
    `/v1/account/${encodeURIComponent(userId)}/${platform}/${list}`;

  return {
    /** 4.1 */
    connect: (platform: string) => call<{ url: string }>('GET', `/v1/${platform}/connect`, 'public'),
    /** 4.3 */
    convertTrack: (url: string, targetPlatform: string) =>
      call<{ payload: { entity: string; platforms: Record<string, SpecTrack>; short_url: string } }>('POST', '/v1/entity/convert', 'public', { url, target_platform: targetPlatform }),
    /** 4.4 */
    convertPlaylist: (url: string, targetPlatform: string) =>
      call<{ task_id: string; payload: null; status: string }>('POST', '/v1/entity/convert', 'public', { url, target_platform: targetPlatform }),
    /** 4.5 */
    task: (taskId: string) =>
      call<{
        task_id: string;
        status: string;
        payload: { platforms: Record<string, { tracks: SpecTrack[]; length: number }>; meta: Record<string, string> } | null;
      }>('GET', `/v1/task/${taskId}`, 'public'),
    /** 4.6 */
    account: (identifier: string) => call<SpecAccount>('GET', `/v1/account/?identifier=${encodeURIComponent(identifier)}`, 'private'),
    /** 4.7 */
    playlists: (userId: string, platform: string) => call<{ total: number; payload: Record<string, unknown>[] }>('GET', account(userId, platform, 'playlists'), 'private'),
    /** 4.8 */
    albums: (userId: string, platform: string) => call<{ payload: Record<string, unknown>[] }>('GET', account(userId, platform, 'albums'), 'private'),
    /** 4.9 */
    history: (userId: string, platform: string) => call<SpecTrack[]>('GET', account(userId, platform, 'history/tracks'), 'private'),
    /** 4.10 */
    addPlaylist: (platform: string, user: string, title: string, tracks: (string | number)[]) =>
      call<string>('POST', `/playlist/${platform}/add`, 'private', { user, title, tracks }),
  };
}

/** The claims of a linking token (2.7), read without verifying it. */
export const claimsOf = (token: string): SpecClaims => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as SpecClaims;
