import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { SecretBoxError } from './secret-box-error';
import { PlaylistWriteError } from './playlist-write-error';
import { UserAuthorizationError } from './user-authorization-error';
import { OAuthError } from './oauth-error';
import { PlatformError } from './platform-error';
import { AppError } from './app-error';
import { isSegueError, SegueError } from './segue-error';

describe('SegueError', () => {
  it('is the base of the internal errors, each with its name and a stable code', () => {
    const errors: [SegueError, string, string][] = [
      [new AppError('ENOTFOUND', 'no such app'), 'AppError', 'ENOTFOUND'],
      [new PlatformError('spotify', 'rate_limited', 'slow down'), 'PlatformError', 'rate_limited'],
      [new OAuthError('tidal', 'invalid_grant', 'refused'), 'OAuthError', 'invalid_grant'],
      [new UserAuthorizationError('deezer', 'revoked'), 'UserAuthorizationError', 'user_authorization_refused'],
      [new PlaylistWriteError('spotify', undefined, [], new Error('x')), 'PlaylistWriteError', 'playlist_write_stopped'],
      [new SecretBoxError('bad box'), 'SecretBoxError', 'secret_box'],
      [new ConfigError('DATABASE_URL is required'), 'ConfigError', 'config'],
    ];
    for (const [error, name, code] of errors) {
      expect(isSegueError(error)).toBe(true);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(name);
      expect(error.code).toBe(code);
    }
  });

  it('keeps the cause only when one is given', () => {
    expect('cause' in new SegueError('x', 'm')).toBe(false);
    expect(new SegueError('x', 'm', { cause: 1 }).cause).toBe(1);
  });

  it('is not claimed by plain errors', () => {
    expect(isSegueError(new Error('x'))).toBe(false);
  });
});
