/** What a user-side handler gets: the catalog request plus who the token acts for and the body. */
import type { TokenOwner, UserState } from '../user-state/user-state';
import { SpotifyApiError } from './spotify-errors';
import type { SpotifyRequest } from './spotify-request';

export interface SpotifyUserRequest extends SpotifyRequest {
  owner: TokenOwner;
  users: UserState;
  /** Parsed JSON body of a POST (undefined when there is none). */
  body: unknown;
}

export interface SpotifyAnswer {
  status: number;
  body: unknown;
}

export type SpotifyUserHandler = (r: SpotifyUserRequest) => SpotifyAnswer;

/** 403 unless the grant holds one of `scopes` (https://developer.spotify.com/documentation/web-api/concepts/scopes). */
export function requireScope(owner: TokenOwner, ...scopes: string[]): void {
  if (!scopes.some((s) => owner.scopes.includes(s))) throw new SpotifyApiError(403, 'Insufficient client scope');
}

export const ok = (body: unknown): SpotifyAnswer => ({ status: 200, body });
