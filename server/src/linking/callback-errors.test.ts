import { describe, expect, it } from 'vitest';
import { callbackMessage } from './callback-errors';

describe('callbackMessage', () => {
  it("gives a known OAuth error code Segue's own sentence", () => {
    expect(callbackMessage('access_denied', 'TIDAL')).toEqual({ error: 'access_denied', description: 'the user declined to link their TIDAL account' });
    expect(callbackMessage('invalid_scope', 'Spotify').description).toBe('Spotify refused the requested scopes');
  });

  it('turns anything else into server_error without repeating it', () => {
    for (const error of ['<b>call us</b>', 'constructor', '__proto__', 'toString', '']) {
      const answer = callbackMessage(error, 'Deezer');
      expect(answer.error).toBe('server_error');
      expect(answer.description).not.toContain(error || 'x'.repeat(3));
    }
  });
});
