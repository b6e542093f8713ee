import type { Playlist } from '../catalog/model';
import type { TokenOwner, UserState } from '../user-state/user-state';
import { TidalApiError, type TidalErrorSpec } from './tidal-errors';
import type { TidalRequest } from './tidal-request';
import type { TidalScope } from './tidal-scopes';

/** A `/v2` request made with a user's token (authorization code + PKCE). */
export interface TidalUserRequest extends TidalRequest {
  owner: TokenOwner;
  users: UserState;
  /** The parsed JSON:API body of a write (undefined on GET). */
  body: unknown;
  /** The sandbox clock, for the dates a write answers with. */
  now(): number;
}

export interface TidalUserResponse {
  status: number;
  /** Absent for 204. */
  body?: unknown;
}

export type TidalUserHandler = (r: TidalUserRequest) => TidalUserResponse;

/** A user route: the scope it needs (TIDAL answers 403 without it), then the handler. */
export interface TidalUserEndpoint {
  scope: TidalScope;
  handle: TidalUserHandler;
}

/** 403 for a token without the scope an endpoint needs; the code is a guess (TIDAL documents the status). */
export const missingScope = (scope: string): TidalErrorSpec => ({
  status: 403,
  code: 'FORBIDDEN',
  detail: `The access token lacks the required scope '${scope}'`,
});

/** Errors of the user side; the codes are guesses in the style of TIDAL's documented ones. */
export const userErrors = {
  forbidden: (detail: string): TidalErrorSpec => ({ status: 403, code: 'FORBIDDEN', detail }),
  invalidBody: (detail: string, pointer = '/data'): TidalErrorSpec => ({ status: 400, code: 'INVALID_REQUEST_BODY', detail, source: { pointer } }),
};

/** `me`, or the user's own id, names the token's user; anything else is not this sandbox's to show. */
export function requireMe(r: TidalUserRequest, id: string, parameter: string): void {
  if (id !== 'me' && id !== r.owner.account.id) {
    throw new TidalApiError({ ...userErrors.forbidden(`Only the token's own user ('me') can be read here`), source: { parameter } });
  }
}

/** The user's TIDAL playlists (own and followed) in library order. */
export function tidalLibraryPlaylists(r: TidalUserRequest): Playlist[] {
  const { index } = r.view.catalog;
  return r.owner.account.playlistIds.map((id) => index.playlist(id)).filter((p): p is Playlist => p?.platform === 'tidal');
}
