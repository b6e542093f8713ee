import { ERROR_CODES } from '@segue/core/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSegueClient } from './create-segue-client';
import type { SegueClient, SegueClientOptions } from './segue-client';
import { SegueError, isSegueError } from './segue-error';
import {
  deezerTrack,
  failedTaskBody,
  LINKING_TOKEN,
  PRIVATE_KEY,
  PUBLIC_KEY,
  spotifyTrack,
  TASK_ID,
  trackConversion,
} from '../test/support/canned';
import { envelope, errorAnswer, startFakeSegueServer, type FakeSegueServer } from '../test/support/fake-segue-server';

let server: FakeSegueServer;

beforeAll(async () => {
  server = await startFakeSegueServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const TRACK_URL = 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe';

function client(options: Partial<Parameters<typeof createSegueClient>[0]> = {}) {
  return createSegueClient({ baseUrl: server.url, publicKey: PUBLIC_KEY, ...options });
}

async function failure(promise: Promise<unknown>): Promise<SegueError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isSegueError(error)) throw new Error(`expected a SegueError, got ${String(error)}`);
  return error;
}

describe('error envelopes become SegueErrors', () => {
  const statusOf = { EUNAUTHORIZED: 401, EFORBIDDEN: 403, ENOTFOUND: 404, ERATELIMITED: 429, EPLATFORMUNAVAILABLE: 503, EINTERNAL: 500 };

  it.each(ERROR_CODES.map((code) => ({ code, status: (statusOf as Record<string, number>)[code] ?? 400 })))(
    '$code ($status)',
    async ({ code, status }) => {
      server.on('POST', '/v1/entity/convert', errorAnswer(code, `what to fix for ${code}`, status));
      const error = await failure(client().convert({ url: TRACK_URL }));
      expect(error).toBeInstanceOf(SegueError);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: 'SegueError', code, status, message: `what to fix for ${code}` });
      expect(error.requestId).toMatch(/^req-\d+$/);
      expect(error.retryAfterSeconds).toBeUndefined();
    },
  );

  it('a conversion to one platform with no match keeps the platform and the closest candidate', async () => {
    const candidate = { ...deezerTrack, match: { method: 'search', confidence: 0.41 } };
    const message = 'no Deezer track confidently matches this track: no candidate on Deezer is the same recording (closest candidate scored 0.41)';
    server.on('POST', '/v1/entity/convert', { status: 404, body: { error: 'ENOTFOUND', message, status: 404, platform: 'deezer', candidate } });
    const error = await failure(client().convert({ url: TRACK_URL, target_platform: 'deezer' }));
    expect(error).toMatchObject({ code: 'ENOTFOUND', status: 404, message, noMatch: { platform: 'deezer', candidate } });

    // A 404 that names no platform (the link's own item does not exist) has none.
    server.on('POST', '/v1/entity/convert', errorAnswer('ENOTFOUND', 'Deezer has no such item; check the link or id', 404));
    expect((await failure(client().convert({ url: TRACK_URL }))).noMatch).toBeUndefined();
  });

  it('a 429 carries Retry-After in seconds', async () => {
    server.on('GET', `/v1/task/${TASK_ID}`, errorAnswer('ERATELIMITED', 'rate limit reached; retry in 7 s', 429, { 'Retry-After': '7' }));
    const error = await failure(client().getTask(TASK_ID));
    expect(error).toMatchObject({ code: 'ERATELIMITED', status: 429, retryAfterSeconds: 7 });
  });

  it('Retry-After as an HTTP date is read as seconds from now', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    server.on('GET', `/v1/task/${TASK_ID}`, errorAnswer('ERATELIMITED', 'later', 429, { 'Retry-After': at }));
    const error = await failure(client().getTask(TASK_ID));
    expect(error.retryAfterSeconds).toBeGreaterThan(100);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('an error without an envelope (a proxy page) is coded by its status', async () => {
    server.on('GET', '/v1/app', { status: 502, rawBody: '<html>Bad Gateway</html>', headers: { 'content-type': 'text/html' } });
    const error = await failure(client().app());
    expect(error).toMatchObject({ code: 'EPLATFORMUNAVAILABLE', status: 502 });
    expect(error.message).toContain('HTTP 502');
  });

  it('a failed task sent with an error status keeps its own code and the task', async () => {
    server.on('GET', `/v1/task/${TASK_ID}`, { status: 500, body: { ...failedTaskBody, status: 500 } });
    const error = await failure(client().getTask(TASK_ID));
    expect(error).toMatchObject({ code: 'ENOCREDENTIALS', status: 500, message: failedTaskBody.error.payload.message });
    expect(error.failedTask).toEqual(failedTaskBody.error);
  });

  it('an unknown code in the envelope is coded by its status, the message kept', async () => {
    server.on('GET', '/v1/app', errorAnswer('Bad request', 'target platform or url is not valid or not passed', 400));
    const error = await failure(client().app());
    expect(error).toMatchObject({ code: 'EBADREQUEST', status: 400, message: 'target platform or url is not valid or not passed' });
  });
});

describe('failures without an HTTP answer', () => {
  it('a request slower than timeoutMs is ETIMEOUT', async () => {
    server.on('GET', '/v1/app', { ...envelope({}), delayMs: 2000 });
    const error = await failure(client({ timeoutMs: 50 }).app());
    expect(error).toMatchObject({ code: 'ETIMEOUT', status: 0 });
    expect(error.message).toContain('50 ms');
  });

  it('a refused connection is ENETWORK', async () => {
    const closed = await startFakeSegueServer();
    await closed.close();
    const error = await failure(createSegueClient({ baseUrl: closed.url, publicKey: PUBLIC_KEY }).app());
    expect(error).toMatchObject({ code: 'ENETWORK', status: 0 });
    expect(error.message).toContain(closed.url);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it("the caller's abort rejects with the signal's reason, not a SegueError", async () => {
    server.on('GET', '/v1/app', { ...envelope({}), delayMs: 2000 });
    const controller = new AbortController();
    const pending = client().app({ signal: controller.signal });
    controller.abort(new Error('user closed the popup'));
    await expect(pending).rejects.toThrow('user closed the popup');
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      seen.push(String(input));
      return globalThis.fetch(input, init);
    };
    server.on('GET', '/healthz', envelope({ status: 'ok', database: 'ok' }));
    await client({ fetch: fetchSpy }).health();
    expect(seen).toEqual([`${server.url}/healthz`]);
  });
});

describe('successful bodies are checked against the API schemas', () => {
  it('a track without a valid url is EBADRESPONSE naming the field', async () => {
    const broken = { ...trackConversion, platforms: { spotify: { ...spotifyTrack, url: 'not a url' } } };
    server.on('POST', '/v1/entity/convert', envelope({ payload: broken }));
    const error = await failure(client().convert({ url: TRACK_URL }));
    expect(error).toMatchObject({ code: 'EBADRESPONSE', status: 200 });
    expect(error.message).toContain('data.payload.platforms.spotify.url');
    expect(error.requestId).toMatch(/^req-\d+$/);
  });

  it('a task in an unknown state is EBADRESPONSE', async () => {
    server.on('GET', `/v1/task/${TASK_ID}`, envelope({ task_id: TASK_ID, status: 'running', payload: null }));
    await expect(failure(client().getTask(TASK_ID))).resolves.toMatchObject({ code: 'EBADRESPONSE' });
  });

  it('a malformed failed task is EBADRESPONSE', async () => {
    server.on('GET', `/v1/task/${TASK_ID}`, { body: { message: 'x', status: 200, error: { task_id: TASK_ID, status: 'failed' } } });
    await expect(failure(client().getTask(TASK_ID))).resolves.toMatchObject({ code: 'EBADRESPONSE' });
  });

  it('a body that is not JSON is EBADRESPONSE', async () => {
    server.on('GET', '/v1/app', { rawBody: '<html>hello</html>' });
    const error = await failure(client().app());
    expect(error).toMatchObject({ code: 'EBADRESPONSE', status: 200 });
    expect(error.message).toContain('not JSON');
  });

  it('a body without the envelope is EBADRESPONSE, even with validation off', async () => {
    server.on('GET', '/v1/app', { body: { id: 'x' } });
    await expect(failure(client({ validate: false }).app())).resolves.toMatchObject({ code: 'EBADRESPONSE' });
  });

  it('an envelope without message and status is EBADRESPONSE', async () => {
    server.on('GET', '/healthz', { body: { data: { status: 'ok', database: 'ok' } } });
    await expect(failure(client().health())).resolves.toMatchObject({ code: 'EBADRESPONSE' });
  });

  it('validate: false hands back the data as sent', async () => {
    const odd = { ...trackConversion, platforms: { spotify: { ...spotifyTrack, url: 'not a url', extra: 1 } } };
    server.on('POST', '/v1/entity/convert', envelope({ payload: odd }));
    await expect(client({ validate: false }).convert({ url: TRACK_URL })).resolves.toEqual({ kind: 'result', result: odd });
  });
});

describe('missing credentials fail before any request', () => {
  const cases: {
    name: string;
    options: Omit<SegueClientOptions, 'baseUrl'>;
    call: (c: SegueClient) => Promise<unknown>;
    needs: string;
  }[] = [
    {
      name: 'private-key call without privateKey',
      options: { publicKey: PUBLIC_KEY },
      call: (c) => c.getAccount('fan@example.com'),
      needs: 'privateKey',
    },
    {
      name: 'addPlaylist without privateKey',
      options: { publicKey: PUBLIC_KEY },
      call: (c) => c.addPlaylist('deezer', { user: 'a@b.co', title: 't', tracks: ['1'] }),
      needs: 'privateKey',
    },
    {
      name: 'public-key call without publicKey',
      options: { privateKey: PRIVATE_KEY },
      call: (c) => c.convert({ url: 'https://www.deezer.com/track/1' }),
      needs: 'publicKey',
    },
    { name: 'me call without a linking token', options: { publicKey: PUBLIC_KEY }, call: (c) => c.me.profile(), needs: 'linkingToken' },
    {
      name: 'me call whose token function has none',
      options: { publicKey: PUBLIC_KEY, linkingToken: () => undefined },
      call: (c) => c.me.albums('spotify'),
      needs: 'linkingToken',
    },
    {
      name: 'me call without publicKey',
      options: { linkingToken: LINKING_TOKEN },
      call: (c) => c.me.playlists('spotify'),
      needs: 'publicKey',
    },
  ];

  it.each(cases)('$name', async ({ options, call, needs }) => {
    const error = await failure(call(createSegueClient({ baseUrl: server.url, ...options })));
    expect(error).toBeInstanceOf(SegueError);
    expect(error).toMatchObject({ code: 'ECONFIG', status: 0 });
    expect(error.message).toContain(needs);
    expect(server.requests).toHaveLength(0);
  });
});
