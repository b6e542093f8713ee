import { SegueError, type SegueErrorCode } from '@segue/client';
import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

const error = (code: SegueErrorCode, extra: { retryAfterSeconds?: number; requestId?: string } = {}) =>
  new SegueError({ code, message: `server says ${code}`, status: 400, ...extra });

describe('describeError', () => {
  it.each([
    ['ENETWORK', 'unreachable'],
    ['ETIMEOUT', 'unreachable'],
    ['EBADRESPONSE', 'unreachable'],
    ['EUNAUTHORIZED', 'bad-key'],
    ['EFORBIDDEN', 'bad-key'],
    ['ECONFIG', 'setup'],
    ['ERATELIMITED', 'rate-limited'],
    ['EINVALIDLINK', 'not-music'],
    ['EHOSTUNSUPPORTED', 'not-music'],
    ['ENOTFOUND', 'not-found'],
    ['ENOTSUPPORTED', 'unsupported'],
    ['EPLATFORMUNAVAILABLE', 'platform-down'],
    ['EINTERNAL', 'failed'],
  ] as const)('%s is a %s notice', (code, kind) => {
    expect(describeError(error(code), 'http://127.0.0.1:8787').kind).toBe(kind);
  });

  it('names the server it could not reach', () => {
    expect(describeError(error('ENETWORK'), 'http://segue.lan:9000').detail).toContain('http://segue.lan:9000');
  });

  it('says how long to wait on a rate limit, 60 s when the server did not say', () => {
    expect(describeError(error('ERATELIMITED', { retryAfterSeconds: 12 }), '').detail).toContain('12 s');
    const fallback = describeError(error('ERATELIMITED'), '');
    expect(fallback.retryAfterSeconds).toBe(60);
  });

  it('keeps the server message and request id of other failures', () => {
    const notice = describeError(error('EINTERNAL', { requestId: 'req-9' }), '');
    expect(notice.detail).toBe('server says EINTERNAL (request req-9)');
  });

  it('reads errors that are not SegueErrors', () => {
    expect(describeError(new TypeError('boom'), '')).toEqual({ kind: 'failed', title: 'Something went wrong', detail: 'boom' });
  });
  it('says which platform a conversion to it found nothing on, and names the closest candidate', () => {
    const candidate = { id: '1', title: 'Midnight Drives', artists: ['The Lamps'], album: 'Night', url: 'https://www.deezer.com/track/1', cover: '', duration: '3:00', duration_milli: 180_000, explicit: false, preview: '', match: { method: 'search' as const, confidence: 0.41 } };
    const message = 'no Deezer track confidently matches this track: no candidate on Deezer is the same recording (closest candidate scored 0.41)';
    const notice = describeError(new SegueError({ code: 'ENOTFOUND', status: 404, message, noMatch: { platform: 'deezer', candidate } }), '');
    expect(notice).toEqual({
      kind: 'not-found',
      title: 'Not found on Deezer',
      detail: `${message}. The closest there, “Midnight Drives” by The Lamps, is not a confident match.`,
    });
    const bare = describeError(new SegueError({ code: 'ENOTFOUND', status: 404, message: 'no TIDAL album confidently matches this album: not found on TIDAL', noMatch: { platform: 'tidal' } }), '');
    expect(bare).toMatchObject({ kind: 'not-found', title: 'Not found on TIDAL' });
    // Without a platform (the link's own item is gone) it stays the general notice.
    expect(describeError(error('ENOTFOUND'), '')).toMatchObject({ title: 'Nothing found' });
  });
});
