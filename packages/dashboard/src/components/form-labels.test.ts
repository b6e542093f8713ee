import { describe, expect, it } from 'vitest';
import { withFormLabels } from './form-labels';

const APPLE = { team_id: 'Team ID', key_id: 'Key ID', private_key: 'Private key (.p8 file content)', storefront: 'Storefront' };

describe('withFormLabels', () => {
  it.each([
    [
      'invalid Apple Music credentials: key_id must be the 10-character identifier; private_key must be the PEM content',
      APPLE,
      'Invalid Apple Music credentials: Key ID must be the 10-character identifier; Private key (.p8 file content) must be the PEM content',
    ],
    ['invalid Deezer credentials: app_id and secret go together', { app_id: 'Application ID', secret: 'Secret key' }, 'Invalid Deezer credentials: Application ID and Secret key go together'],
    // `secret` is a field of the form; `client_secret` and a word of the text are not it.
    ['client_secret is required', { secret: 'Secret key' }, 'Client_secret is required'],
    ['redirect URL must be an absolute http(s) URL, got "x"', {}, 'Redirect URL must be an absolute http(s) URL, got "x"'],
  ])('%s', (message, labels, shown) => {
    expect(withFormLabels(message, labels)).toBe(shown);
  });
});
