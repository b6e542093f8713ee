/**
 * Bad input to the conversion and task endpoints: a 4xx envelope with the stable code, the
 * body's `status` equal to the HTTP status, and a message that says what to fix.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from './support/sandbox-server';
import type { Reply } from './support/segue-api';

let env: SandboxServer;

beforeAll(async () => {
  env = await startSandboxServer();
});

afterAll(async () => {
  await env?.close();
});

function expectError(reply: Reply, code: string, status: number, message: RegExp): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ error: code, status });
  expect(reply.body.data).toBeUndefined();
  expect(reply.body.message).toEqual(expect.stringMatching(message));
}

const convert = (body: unknown) => env.api.send('POST', '/v1/entity/convert', body);

describe('POST /v1/entity/convert refuses bad input', () => {
  const track = () => env.truth.raw.recordings.find((r) => r.decoy_of === null && r.platforms.spotify !== null)!.platforms.spotify!.url;
  const playlist = () => env.truth.playlist('deezer', 12).url;

  it.each([
    ['an empty body object', {}, 'EBADREQUEST', /url/],
    ['a url that is not a string', { url: 42, target_platform: 'deezer' }, 'EBADREQUEST', /url/],
    ['an empty url', { url: '', target_platform: 'deezer' }, 'EBADREQUEST', /url/],
  ])('a missing url: %s', async (_name, body, code, message) => {
    expectError(await convert(body), code, 400, message);
  });

  it('a body that is not JSON', async () => {
    const reply = await env.api.send('POST', '/v1/entity/convert', '{"url": ', { 'content-type': 'application/json' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: 'EBADREQUEST', status: 400 });
  });

  it.each(['napster', 'SPOTIFY', '', 'applemusic,spotify', 3])('an invalid target_platform %j', async (target) => {
    expectError(await convert({ url: track(), target_platform: target }), 'EINVALIDPLATFORM', 400, /target_platform/);
  });

  it('a playlist without target_platform', async () => {
    const reply = await convert({ url: playlist() });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: expect.stringMatching(/^(EBADREQUEST|EINVALIDPLATFORM)$/), status: 400 });
    expect(String(reply.body.message)).toMatch(/target_platform/);
  });

  it.each(['not a link', 'https://', 'ftp://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', 'javascript:alert(1)'])(
    'a url that is not a link: %j',
    async (url) => {
      const reply = await convert({ url, target_platform: 'deezer' });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: expect.stringMatching(/^(EINVALIDLINK|EHOSTUNSUPPORTED)$/), status: 400 });
    },
  );

  it.each(['https://example.com/track/123', 'https://soundcloud.com/artist/song', 'https://bandcamp.com/track/x', 'https://www.napster.com/track/1'])(
    'an unsupported host: %s',
    async (url) => {
      expectError(await convert({ url, target_platform: 'deezer' }), 'EHOSTUNSUPPORTED', 400, /example\.com|soundcloud|bandcamp|napster|support/i);
    },
  );

  it.each([
    'https://open.spotify.com/track/tooshort',
    'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQ!',
    'https://www.deezer.com/track/12ab34',
    'https://music.apple.com/us/song/slug/not-a-number',
    'https://tidal.com/browse/track/abc',
    'https://music.youtube.com/watch?v=short',
    'https://open.spotify.com/',
  ])('a malformed id or a link to no music: %s', async (url) => {
    expectError(await convert({ url, target_platform: 'deezer' }), 'EINVALIDLINK', 400, /./);
  });

  it('a well-formed id the platform does not know', async () => {
    const reply = await convert({ url: 'https://www.deezer.com/track/999999999999', target_platform: 'spotify' });
    expectError(reply, 'ENOTFOUND', 404, /./);
  });

  it('no public key', async () => {
    const reply = await fetch(`${env.file.base_url}/v1/entity/convert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: track(), target_platform: 'deezer' }),
    });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toMatchObject({ error: 'EUNAUTHORIZED', status: 401 });
  });
});

describe('GET /v1/task/{task_id} refuses bad ids', () => {
  it('an unknown task id', async () => {
    expectError(await env.api.send('GET', `/v1/task/${randomUUID()}`), 'ENOTFOUND', 404, /task/);
  });

  it.each(['123', 'not-a-uuid', `${randomUUID()}x`, "1' OR '1'='1"])('a task id that is not a UUID nor a short id: %j', async (id) => {
    const reply = await env.api.send('GET', `/v1/task/${encodeURIComponent(id)}`);
    expect([400, 404]).toContain(reply.status);
    expect(reply.body).toMatchObject({ error: reply.status === 400 ? 'EBADREQUEST' : 'ENOTFOUND', status: reply.status });
  });

  it('a key of no app cannot read a task', async () => {
    const playlist = env.truth.playlist('tidal', 12);
    const taskId = await env.api.startPlaylist(playlist.url, 'spotify');
    const reply = await fetch(`${env.file.base_url}/v1/task/${taskId}`, { headers: { 'x-segue-public-key': randomUUID() } });
    expect(reply.status).toBe(401);
  });
});
