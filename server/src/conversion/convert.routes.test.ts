import { toCanonicalUrl } from '@segue/core';
import { CompletedTaskSchema, FailedTaskResponseSchema, NoMatchErrorBodySchema, PendingTaskSchema, TrackSchema } from '@segue/core/schemas';
import http from 'node:http';
import express from 'express';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { integrationFields, listedOnAll, startConversionEnv, type ConversionEnv } from '../../test/support/conversion/conversion-env';
import { silentLogger } from '../runtime/logger';
import { listenForTest, type TestServer } from '../../test/support/test-server';
import { createApp } from '../composition/create-app';
import { playlistSender } from '../tasks/playlist-jobs';

let env: ConversionEnv;
let server: TestServer;
let boss: PgBoss;

beforeAll(async () => {
  // The queue starts on the env's database, after the services that send tasks to it.
  env = await startConversionEnv(undefined, { sendTask: (taskId, job) => playlistSender(boss)(taskId, job) });
  boss = new PgBoss({ connectionString: env.db.url, max: 2 });
  boss.on('error', () => undefined);
  await boss.start();
  await env.conversion.registerJobs(boss, silentLogger, { work: true, pollingIntervalSeconds: 0.5 });
  const services = { ...env.db.services, conversion: env.conversion };
  const config = { publicUrl: 'https://segue.test', rateLimitPerMinute: 10_000, bodyLimitBytes: 100 * 1024 };
  server = await listenForTest(createApp({ services, pool: env.db.pool, config, log: silentLogger }));
});

afterAll(async () => {
  await server?.close();
  await boss?.stop({ graceful: false, timeout: 1_000 });
  await env?.close();
});

const headers = (key = env.publicKey) => ({ 'x-segue-public-key': key, 'content-type': 'application/json' });
const post = (body: unknown, key?: string) =>
  server.call('/v1/entity/convert', { method: 'POST', headers: headers(key), body: JSON.stringify(body) });

/** The task's answer once it is no longer pending. */
function poll(taskId: string, key?: string): Promise<Record<string, unknown>> {
  return vi.waitFor(
    async () => {
      const reply = await server.call(`/v1/task/${taskId}`, { headers: headers(key) });
      const data = reply.body.data as { status?: string } | undefined;
      if (data?.status === 'pending') throw new Error('the task stayed pending');
      return reply.body;
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe('POST /v1/entity/convert: bad input', () => {
  it.each([
    ['a missing url', {}, 'EBADREQUEST', /url is required/],
    ['an invalid target', { url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', target_platform: 'napster' }, 'EINVALIDPLATFORM', /target_platform "napster" is not a platform/],
    ['a host that is no music platform', { url: 'https://example.com/track/1' }, 'EHOSTUNSUPPORTED', /example\.com is not a supported/],
    ['a platform link to no entity', { url: 'https://open.spotify.com/user/someone' }, 'EINVALIDLINK', /Spotify link does not point/],
    ['a malformed id', { url: 'https://www.deezer.com/track/abc' }, 'EINVALIDLINK', /malformed/],
    ['text that is no link', { url: 'not a link' }, 'EINVALIDLINK', /not a link/],
    ['a text whose one address is no music platform', { url: 'look at https://example.com/track/1 now' }, 'EHOSTUNSUPPORTED', /example\.com is not a supported/],
    [
      'a text with several different music links',
      { url: 'this https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC or (https://www.deezer.com/track/3135556)?' },
      'EINVALIDLINK',
      /^url holds 2 different music links \(https:\/\/open\.spotify\.com\/track\/4uLU6hMCjMI75M1A2tKUQC, https:\/\/www\.deezer\.com\/track\/3135556\): send one link at a time$/,
    ],
    ['a playlist without target', { url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M' }, 'EBADREQUEST', /target_platform is required/],
    ['a misspelt field', { url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', targetPlatform: 'deezer' }, 'EBADREQUEST', /unknown field "targetPlatform" \(did you mean "target_platform"\?\)/],
    ['an unknown field', { url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', colour: 1, Target_Platform: 'all' }, 'EBADREQUEST', /unknown fields "colour", "Target_Platform" \(did you mean "target_platform"\?\): the body takes only url \(or query\) and target_platform/],
    ['an Apple Music library playlist', { url: 'https://music.apple.com/library/playlist/p.YJXV7JMIYNDm3o' }, 'EINVALIDLINK', /private until shared: .*Share Playlist/],
    ['an Apple Music library playlist with a storefront', { url: 'https://music.apple.com/us/library/playlist/p.YJXV7JMIYNDm3o' }, 'EINVALIDLINK', /private until shared/],
  ])('answers %s with a 400 that says what to fix', async (_name, body, code, message) => {
    const reply = await post(body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: code, status: 400 });
    expect(reply.body.message).toMatch(message);
  });

  it('converts the one music link of a pasted text as it converts the link alone', async () => {
    const rec = env.catalog.recordings.find((r) => r.decoyOf === undefined && r.platforms.spotify && r.platforms.deezer)!;
    const link = toCanonicalUrl({ platform: 'spotify', type: 'track', id: rec.platforms.spotify!.id });
    const alone = await post({ url: link, target_platform: 'deezer' });
    const inText = await post({ url: `check this out ${link}?si=abc, and https://example.com too!`, target_platform: 'deezer' });
    expect(alone.status).toBe(200);
    expect(inText.status).toBe(200);
    const deezer = (reply: typeof alone) => (reply.body.data as { payload: { platforms: { deezer: { id: string; url: string } } } }).payload.platforms.deezer;
    expect(deezer(inText)).toMatchObject({ id: deezer(alone).id, url: deezer(alone).url });
  });

  it('answers a track that does not exist with 404 ENOTFOUND', async () => {
    const reply = await post({ url: 'https://www.deezer.com/track/999999999' });
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe('ENOTFOUND');
  });

  it('refuses a missing key', async () => {
    const reply = await server.call('/v1/entity/convert', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(reply.status).toBe(401);
  });
});

describe('a conversion to one target that has no match', () => {
  /** A track absent from Deezer, preferably one with a decoy there (a candidate that must not be taken). */
  const absentFromDeezer = () =>
    env.catalog.recordings.find(
      (r) => r.decoyOf === undefined && r.platforms.spotify && !r.platforms.deezer && env.catalog.recordings.some((d) => d.decoyOf === r.id && d.platforms.deezer),
    ) ?? env.catalog.recordings.find((r) => r.decoyOf === undefined && r.platforms.spotify && !r.platforms.deezer)!;

  it('answers 404 ENOTFOUND naming the platform, with the closest candidate when one was scored', async () => {
    const absent = env.catalog.recordings.filter((r) => r.decoyOf === undefined && r.platforms.spotify && !r.platforms.deezer).slice(0, 8);
    const bodies = [];
    for (const rec of absent) {
      const reply = await post({ url: toCanonicalUrl({ platform: 'spotify', type: 'track', id: rec.platforms.spotify!.id }), target_platform: 'deezer' });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ error: 'ENOTFOUND', status: 404, platform: 'deezer' });
      expect(reply.body).not.toHaveProperty('data');
      expect(reply.body.message).toMatch(/^no Deezer track confidently matches this track: /);
      bodies.push(NoMatchErrorBodySchema.parse(reply.body));
    }
    const candidates = bodies.flatMap((body) => (body.candidate === undefined ? [] : [body.candidate]));
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) {
      // Track-shaped, scored below a match; and never the right listing, as Deezer has none.
      expect(TrackSchema.safeParse(candidate).success).toBe(true);
      expect((candidate as { match?: { method: string; confidence: number } }).match).toMatchObject({ method: 'search', confidence: expect.any(Number) });
      expect((candidate as { match: { confidence: number } }).match.confidence).toBeLessThan(0.9);
    }

    // Asked again, the remembered miss answers the same 404 (without a candidate: none was kept).
    const again = await post({ url: toCanonicalUrl({ platform: 'spotify', type: 'track', id: absent[0]!.platforms.spotify!.id }), target_platform: 'deezer' });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: 'ENOTFOUND', status: 404, platform: 'deezer', message: bodies[0]!.message });
  });

  it('keeps answering 200 for every target, the miss under errors beside what was found', async () => {
    const rec = absentFromDeezer();
    const reply = await post({ url: toCanonicalUrl({ platform: 'spotify', type: 'track', id: rec.platforms.spotify!.id }), target_platform: 'all' });
    expect(reply.status).toBe(200);
    const payload = (reply.body.data as { payload: { platforms: Record<string, unknown>; errors?: Record<string, { error: string; message: string }> } }).payload;
    expect(payload.platforms).not.toHaveProperty('deezer');
    expect(payload.platforms).toHaveProperty('spotify');
    expect(payload.errors?.deezer).toMatchObject({ error: 'ENOTFOUND', message: expect.stringMatching(/^no confident match on Deezer: /) });
  });

  it("refuses a key sent in the original interface's header, naming the one this server reads", async () => {
    const reply = await server.call('/v1/entity/convert', {
      method: 'POST',
      headers: { 'x-service-public-key': env.publicKey, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', target_platform: 'deezer' }),
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      error: 'EUNAUTHORIZED',
      message: 'this server reads the public key from x-segue-public-key, not x-service-public-key',
      status: 401,
    });
  });
});

describe('track conversion over HTTP', () => {
  it('answers at once with the platforms, the request count and a working short page', async () => {
    const rec = listedOnAll(env.catalog)[12]!;
    const reply = await post({ url: toCanonicalUrl({ platform: 'tidal', type: 'track', id: rec.platforms.tidal!.id }) });
    expect(reply.status).toBe(200);
    const data = (reply.body.data as { payload: { entity: string; platforms: Record<string, { id: string }>; short_url: string; share_url: string } }).payload;
    expect(data.platforms.spotify?.id).toBe(rec.platforms.spotify!.id);
    expect(Number(reply.headers.get('x-segue-platform-requests'))).toBeGreaterThan(0);
    // The short identifier, and beside it the share page it names.
    const id = data.short_url;
    expect(id).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(data.share_url).toBe(`https://segue.test/s/${id}`);
    const page = await fetch(`${server.url}/s/${id}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`<meta property="og:url" content="https://segue.test/s/${id}">`);
    expect(html).toContain(`href="${toCanonicalUrl({ platform: 'spotify', type: 'track', id: rec.platforms.spotify!.id })}"`);
    const json = await server.call(`/s/${id}.json`);
    expect(json.body.data).toMatchObject({ entity: 'track', title: rec.platforms.tidal!.title });
    // How sure each match is, as the answer said it, so the page can mark a review match.
    const bands = (json.body.data as { bands: Record<string, string> }).bands;
    for (const [platform, view] of Object.entries(data.platforms as Record<string, { match?: { band?: string } }>)) {
      expect(bands[platform], platform).toBe(view.match?.band === 'review' ? 'review' : 'verified');
    }
  });

  it('sends a kept answer with the bytes and headers res.json gives it', async () => {
    const rec = listedOnAll(env.catalog)[14]!;
    const body = JSON.stringify({ url: toCanonicalUrl({ platform: 'spotify', type: 'track', id: rec.platforms.spotify!.id }), target_platform: 'deezer' });
    const send = () => fetch(`${server.url}/v1/entity/convert`, { method: 'POST', headers: headers(), body });
    await send();
    // Built from the caches (and kept), then sent from memory.
    const [built, kept] = [await send(), await send()];
    const text = await kept.text();
    expect(await built.text()).toBe(text);
    // What res.json sends for the same envelope.
    const reference = express();
    reference.get('/', (_req, res) => res.json(JSON.parse(text)));
    const plain = await listenForTest(reference);
    try {
      const expected = await fetch(plain.url);
      expect(await expected.text()).toBe(text);
      for (const name of ['content-type', 'content-length', 'etag']) expect(kept.headers.get(name), name).toBe(expected.headers.get(name));
    } finally {
      await plain.close();
    }
  });

  it('escapes what the page shows and answers an unknown short id with 404', async () => {
    await env.db.pool.query(
      `INSERT INTO short_links (id, entity_type, platform, entity_id, page) VALUES ('Xss12345', 'track', 'deezer', 'x', $1)`,
      [JSON.stringify({ entity: 'track', title: '<script>alert(1)</script>', subtitle: 'A "quoted" & co', cover: 'javascript:alert(1)', links: { deezer: 'javascript:alert(2)' } })],
    );
    const html = await (await fetch(`${server.url}/s/Xss12345`)).text();
    // The page's own (hashed) enhancement script is the only one.
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('content="Song by A &quot;quoted&quot; &amp; co"');
    expect(html).not.toContain('javascript:');
    expect((await fetch(`${server.url}/s/Nope0000`)).status).toBe(404);
  });
});

describe('playlist tasks', () => {
  it('runs a playlist task from pending to completed, polled by its id and never by its public short id', async () => {
    const playlist = env.catalog.playlists.find((p) => p.platform === 'spotify' && p.ownerUserId === undefined && p.recordingIds.length === 25)!;
    const reply = await post({ url: toCanonicalUrl({ platform: 'spotify', type: 'playlist', id: playlist.platformId }), target_platform: 'deezer' });
    expect(reply.status).toBe(201);
    const pending = PendingTaskSchema.parse(reply.body.data);
    expect(reply.headers.get('location')).toBe(`/v1/task/${pending.task_id}`);

    const done = await poll(pending.task_id);
    const task = CompletedTaskSchema.parse(done.data);
    const counted = await server.call(`/v1/task/${pending.task_id}`, { headers: headers() });
    expect(Number(counted.headers.get('x-segue-platform-requests'))).toBeGreaterThan(0);
    // The stored answer keeps Express's ETag: a poll that has it is answered 304, without the body.
    // (node:http: fetch adds Cache-Control: no-cache to a conditional request, as the Fetch standard says.)
    const conditional = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(`${server.url}/v1/task/${pending.task_id}`, { headers: { ...headers(), 'if-none-match': counted.headers.get('etag')! } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
    });
    expect(conditional).toEqual({ status: 304, body: '' });
    const deezer = task.payload.platforms.deezer!;
    expect(deezer.tracks.length + deezer.omitted.length).toBe(25);
    const truth = new Set(playlist.recordingIds.map((id) => env.catalog.index.recording(id)!.platforms.deezer?.id).filter(Boolean));
    // Precision: every confident match is the ground truth's listing; an uncertain one says so.
    for (const track of deezer.tracks) {
      if (track.match?.band === 'review') expect(track.match.confidence, track.title).toBeLessThan(0.9);
      else expect(truth.has(track.id), `${track.title} ${JSON.stringify(track.match)}`).toBe(true);
    }
    expect(deezer.tracks.length).toBeGreaterThanOrEqual(Math.floor(truth.size * 0.9));
    expect(task.payload.meta).toMatchObject({ entity: 'playlist', title: playlist.title });
    expect(task.payload.meta.length).toMatch(/^\d{2}:\d{2}:\d{2}$/);

    const shortId = task.payload.meta.short_url;
    expect(task.payload.meta.share_url).toBe(`https://segue.test/s/${shortId}`);
    expect(shortId).not.toBe(pending.task_id);
    // The short id is on the public share page: it must not open the task (its full result).
    const byShort = await server.call(`/v1/task/${shortId}`, { headers: headers() });
    expect(byShort.status).toBe(400);
    expect(JSON.stringify(byShort.body)).not.toContain(pending.task_id);
    const page = await server.call(`/s/${shortId}.json`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain(pending.task_id);
    // The share page lists the converted tracks on the target, and links its list from a button.
    const shared = page.body.data as { tracks: Record<string, { url: string }[]> };
    expect(shared.tracks.deezer!.map((track) => track.url)).toEqual(deezer.tracks.map((track) => track.url));
    const html = await (await fetch(`${server.url}/s/${shortId}`)).text();
    expect(html).toContain(`href="https://segue.test/s/${shortId}/deezer" data-platform="deezer" data-converted>`);
    const list = await fetch(`${server.url}/s/${shortId}/deezer`);
    expect(list.status).toBe(200);
    expect((await list.text()).match(/<a class="play" href="https:\/\/www\.deezer\.com\/track\/\d+"/g)).toHaveLength(deezer.tracks.length);
  });

  it('fails a task with ENOCREDENTIALS when the app has no integration for the target', async () => {
    const other = await env.db.services.apps.create({ name: 'Spotify only' });
    await env.db.services.integrations.set(other.app.id, 'spotify', integrationFields(env.sandbox, 'spotify'));
    const playlist = env.catalog.playlists.find((p) => p.platform === 'spotify' && p.ownerUserId === undefined)!;
    const reply = await post(
      { url: toCanonicalUrl({ platform: 'spotify', type: 'playlist', id: playlist.platformId }), target_platform: 'tidal' },
      other.app.publicKey,
    );
    const { task_id: taskId } = PendingTaskSchema.parse(reply.body.data);
    const failed = FailedTaskResponseSchema.parse(await poll(taskId, other.app.publicKey));
    expect(failed.error.payload).toMatchObject({ platform: 'tidal', error: 'ENOCREDENTIALS', status: 'failed' });

    // Another app's key does not see the task.
    const foreign = await server.call(`/v1/task/${taskId}`, { headers: headers() });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ENOTFOUND');
  });

  it('answers unknown and malformed task ids with 404 and 400', async () => {
    const unknown = await server.call('/v1/task/0b9a4f5e-3c1d-4a8b-9e2f-1a2b3c4d5e6f', { headers: headers() });
    expect(unknown.status).toBe(404);
    const malformed = await server.call('/v1/task/not-a-task', { headers: headers() });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/task_id must be a UUID/);
  });
});
