/** What a user-side Deezer handler gets: the catalog request plus the token's owner. */
import type { TokenOwner, UserState } from '../user-state/user-state';
import { DeezerApiError } from './deezer-errors';
import type { DeezerRequest } from './deezer-request';

export interface DeezerUserRequest extends DeezerRequest {
  owner: TokenOwner;
  users: UserState;
  /** Query parameters merged with a POSTed form (Deezer takes either). */
  params2: URLSearchParams;
}

export type DeezerUserHandler = (r: DeezerUserRequest) => unknown;

export const deezerAuthErrors = {
  // What `/user/me` answers without any token.
  noToken: () => new DeezerApiError({ type: 'OAuthException', message: 'An active access token must be used to query information about the current user', code: 200 }),
  invalidToken: () => new DeezerApiError({ type: 'OAuthException', message: 'Invalid OAuth access token.', code: 300 }),
  // Code 200 is Deezer's permission error; the message text is not confirmed.
  permission: () => new DeezerApiError({ type: 'OAuthException', message: 'Permission denied', code: 200 }),
};

export function requirePerm(owner: TokenOwner, perm: string): void {
  if (!owner.scopes.includes(perm)) throw deezerAuthErrors.permission();
}
