import { describe, expect, it } from 'vitest';
import type { HttpRequest, HttpResponse, PlatformHttp } from '../http/http-types';
import type { TokenSource } from './token-cache';
import { sendAsUser } from './send-as-user';
import { UserAuthorizationError } from '../../errors/user-authorization-error';

/** A platform that answers from a script, and the requests it saw. */
function scripted(platform: PlatformHttp['platform'], answers: HttpResponse[]) {
  const seen: HttpRequest[] = [];
  const http: PlatformHttp = {
    platform,
    send(request) {
      seen.push(request);
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return Promise.resolve(answer);
    },
  };
  return { http, seen };
}

/** Tokens `t1`, `t2`, …: a new one after every invalidate. */
function tokens(): TokenSource & { invalidations: number } {
  let n = 1;
  const source = {
    invalidations: 0,
    get: () => Promise.resolve(`t${n}`),
    invalidate() {
      source.invalidations++;
      n++;
    },
  };
  return source;
}

const ok = (body: unknown = {}): HttpResponse => ({ status: 200, headers: {}, body });
const status = (code: number): HttpResponse => ({ status: code, headers: {}, body: {} });

describe('sendAsUser', () => {
  it('sends the bearer token and hands back a 2xx as it is', async () => {
    const { http, seen } = scripted('spotify', [ok({ id: 1 })]);
    const source = tokens();
    expect((await sendAsUser(http, source, { url: 'https://api.example/v1/me' })).body).toEqual({ id: 1 });
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer t1' });
    expect(source.invalidations).toBe(0);
  });

  it('a 401 drops the token and retries once with a fresh one', async () => {
    const { http, seen } = scripted('spotify', [status(401), ok()]);
    const source = tokens();
    expect((await sendAsUser(http, source, { url: 'https://api.example/v1/me' })).status).toBe(200);
    expect(seen.map((r) => r.headers?.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('a second refusal is the user authorization error (link again)', async () => {
    const { http } = scripted('tidal', [status(401), status(401)]);
    await expect(sendAsUser(http, tokens(), { url: 'https://api.example/v2/users/me' })).rejects.toBeInstanceOf(UserAuthorizationError);
  });

  it("Apple: 403 is the user's refusal, and the token travels in its own header", async () => {
    const { http, seen } = scripted('applemusic', [status(403), ok()]);
    await sendAsUser(
      http,
      tokens(),
      { url: 'https://api.example/v1/me/library/playlists' },
      { refusedStatuses: [403], authorize: (mut) => ({ headers: { 'music-user-token': mut } }) },
    );
    expect(seen.map((r) => r.headers?.['music-user-token'])).toEqual(['t1', 't2']);
  });

  it("Deezer: a refusal inside a 200 body, and the token as the access_token query parameter", async () => {
    const refused = ok({ error: { type: 'OAuthException', message: 'Invalid OAuth access token.', code: 300 } });
    const { http, seen } = scripted('deezer', [refused, ok({ data: [] })]);
    const result = await sendAsUser(
      http,
      tokens(),
      { url: 'https://api.example/user/me/playlists', query: { limit: 100 } },
      { authorize: (token) => ({ query: { access_token: token } }), isRefusal: (r) => (r.body as { error?: { code?: number } }).error?.code === 300 },
    );
    expect(result.body).toEqual({ data: [] });
    expect(seen.map((r) => r.query)).toEqual([
      { limit: 100, access_token: 't1' },
      { limit: 100, access_token: 't2' },
    ]);
  });

  it('other statuses are left to the caller', async () => {
    const { http } = scripted('spotify', [status(404)]);
    expect((await sendAsUser(http, tokens(), { url: 'https://api.example/v1/playlists/x' })).status).toBe(404);
  });
});
