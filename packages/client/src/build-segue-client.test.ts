import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSegueClient } from './create-segue-client';
import type { SegueClient } from './segue-client';
import {
  albumConversion,
  albumPage,
  appView,
  artistPage,
  completedTask,
  failedTaskBody,
  historyTracks,
  LINKING_TOKEN,
  pendingTask,
  pendingWithProgress,
  playlistPage,
  PRIVATE_KEY,
  PUBLIC_KEY,
  TASK_ID,
  trackConversion,
  USER_ID,
  userAccount,
} from '../test/support/canned';
import { envelope, startFakeSegueServer, type FakeSegueServer } from '../test/support/fake-segue-server';

let server: FakeSegueServer;
let client: SegueClient;

beforeAll(async () => {
  server = await startFakeSegueServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  client = createSegueClient({
    baseUrl: `${server.url}/`,
    publicKey: PUBLIC_KEY,
    privateKey: PRIVATE_KEY,
    linkingToken: LINKING_TOKEN,
    userAgent: 'segue-client-test/1',
  });
});

function lastRequest() {
  const request = server.requests.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
}

type Kind = 'public' | 'private' | 'user' | 'none';

function expectCredentials(kind: Kind) {
  const { headers } = lastRequest();
  expect(headers['x-segue-public-key']).toBe(kind === 'public' || kind === 'user' ? PUBLIC_KEY : undefined);
  expect(headers['x-segue-key']).toBe(kind === 'private' ? PRIVATE_KEY : undefined);
  expect(headers.authorization).toBe(kind === 'user' ? `Bearer ${LINKING_TOKEN}` : undefined);
}

describe('each call: method, path, credentials and the unwrapped data', () => {
  const cases: {
    name: string;
    method: string;
    path: string;
    kind: Kind;
    answer: ReturnType<typeof envelope>;
    call: (c: SegueClient) => Promise<unknown>;
    expected: unknown;
  }[] = [
    {
      name: 'getTask (pending, with progress)',
      method: 'GET',
      path: `/v1/task/${TASK_ID}`,
      kind: 'public',
      answer: envelope(pendingWithProgress(3, 40)),
      call: (c) => c.getTask(TASK_ID),
      expected: pendingWithProgress(3, 40),
    },
    {
      name: 'getTask (completed)',
      method: 'GET',
      path: `/v1/task/${TASK_ID}`,
      kind: 'public',
      answer: envelope(completedTask),
      call: (c) => c.getTask(TASK_ID),
      expected: completedTask,
    },
    {
      name: 'getAccount',
      method: 'GET',
      path: '/v1/account/',
      kind: 'private',
      answer: envelope(userAccount),
      call: (c) => c.getAccount('fan@example.com'),
      expected: userAccount,
    },
    ...(['playlists', 'albums', 'artists', 'history/tracks'] as const).map((list) => {
      const data = { playlists: playlistPage, albums: albumPage, artists: artistPage, 'history/tracks': historyTracks }[list];
      const method = { playlists: 'getPlaylists', albums: 'getAlbums', artists: 'getArtists', 'history/tracks': 'getHistory' } as const;
      return {
        name: method[list],
        method: 'GET',
        path: `/v1/account/${USER_ID}/spotify/${list}`,
        kind: 'private' as const,
        answer: envelope(data),
        call: (c: SegueClient) => c[method[list]](USER_ID, 'spotify'),
        expected: data,
      };
    }),
    {
      name: 'me.profile',
      method: 'GET',
      path: '/v1/me',
      kind: 'user',
      answer: envelope(userAccount),
      call: (c) => c.me.profile(),
      expected: userAccount,
    },
    ...(['playlists', 'albums', 'artists', 'history'] as const).map((list) => {
      const data = { playlists: playlistPage, albums: albumPage, artists: artistPage, history: historyTracks }[list];
      return {
        name: `me.${list}`,
        method: 'GET',
        path: `/v1/me/deezer/${list === 'history' ? 'history/tracks' : list}`,
        kind: 'user' as const,
        answer: envelope(data),
        call: (c: SegueClient) => c.me[list]('deezer'),
        expected: data,
      };
    }),
    {
      name: 'app',
      method: 'GET',
      path: '/v1/app',
      kind: 'public',
      answer: envelope(appView),
      call: (c) => c.app(),
      expected: appView,
    },
    {
      name: 'health',
      method: 'GET',
      path: '/healthz',
      kind: 'none',
      answer: envelope({ status: 'ok', database: 'ok' }, 200, 'Healthy'),
      call: (c) => c.health(),
      expected: { status: 'ok', database: 'ok' },
    },
  ];

  it.each(cases)('$name', async ({ method, path, kind, answer, call, expected }) => {
    server.on(method, path, answer);
    await expect(call(client)).resolves.toEqual(expected);
    expect(lastRequest()).toMatchObject({ method, path });
    expectCredentials(kind);
    expect(lastRequest().headers['user-agent']).toBe('segue-client-test/1');
  });
});

describe('calls with a body or a query', () => {
  it('convert a track: sends url and target_platform, answers the result', async () => {
    server.on('POST', '/v1/entity/convert', envelope({ payload: trackConversion }));
    const outcome = await client.convert({ url: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe', target_platform: 'all' });
    expect(outcome).toEqual({ kind: 'result', result: trackConversion });
    expect(lastRequest().body).toEqual({ url: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe', target_platform: 'all' });
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expectCredentials('public');
  });

  it('convert without target_platform leaves it out of the body', async () => {
    server.on('POST', '/v1/entity/convert', envelope({ payload: albumConversion }));
    const outcome = await client.convert({ url: 'https://www.deezer.com/album/636398411' });
    expect(outcome.kind === 'result' && outcome.result.entity).toBe('album');
    expect(lastRequest().body).toEqual({ url: 'https://www.deezer.com/album/636398411' });
  });

  it('convert a playlist answers the pending task (HTTP 201)', async () => {
    server.on('POST', '/v1/entity/convert', envelope(pendingTask, 201));
    const outcome = await client.convert({ url: 'https://www.deezer.com/playlist/1282495565', target_platform: 'spotify' });
    expect(outcome).toEqual({ kind: 'task', task: pendingTask });
  });

  it('getTask reads `success` as completed', async () => {
    server.on('GET', `/v1/task/${TASK_ID}`, envelope({ ...completedTask, status: 'success' }));
    const task = await client.getTask(TASK_ID);
    expect(task.status).toBe('completed');
  });

  it('getTask returns a failed task (HTTP 200, task under `error`) as a state', async () => {
    server.on('GET', `/v1/task/${TASK_ID}`, { status: 200, body: failedTaskBody });
    await expect(client.getTask(TASK_ID)).resolves.toEqual(failedTaskBody.error);
  });

  it('connectUrl passes scopes and redirect_url, answers the URL', async () => {
    const authorize = 'https://accounts.spotify.com/authorize?client_id=abc&state=xyz';
    server.on('GET', '/v1/spotify/connect', envelope({ url: authorize }, 200, 'Redirect the user to this URL'));
    const url = await client.connectUrl('spotify', {
      scopes: ['user-read-email', 'playlist-modify-private'],
      redirect_url: 'http://127.0.0.1:5173/linked',
    });
    expect(url).toBe(authorize);
    expect(lastRequest().query.get('scopes')).toBe('user-read-email playlist-modify-private');
    expect(lastRequest().query.get('redirect_url')).toBe('http://127.0.0.1:5173/linked');
    expectCredentials('public');
  });

  it('connectUrlForUser posts the user id, scopes and redirect_url with the private key, answers the URL', async () => {
    const start = 'http://127.0.0.1:8787/v1/auth/tidal/start?state=s1.abc';
    server.on('POST', '/v1/tidal/connect', envelope({ url: start }));
    const url = await client.connectUrlForUser('tidal', USER_ID, { scopes: ['playlists.read'], redirect_url: 'http://127.0.0.1:5173/linked' });
    expect(url).toBe(start);
    expect(lastRequest().body).toEqual({ user_id: USER_ID, scopes: ['playlists.read'], redirect_url: 'http://127.0.0.1:5173/linked' });
    expectCredentials('private');
  });

  it('getAccount sends the identifier in the query', async () => {
    server.on('GET', '/v1/account/', envelope(userAccount));
    await client.getAccount('fan+music@example.com');
    expect(lastRequest().query.get('identifier')).toBe('fan+music@example.com');
  });

  it('addPlaylist posts {user, title, tracks} with the private key, answers the link', async () => {
    const link = 'https://open.spotify.com/playlist/5aBcDeFgHiJkLmNoPqRsTu';
    server.on('POST', '/playlist/spotify/add', envelope(link, 201));
    const body = { user: 'fan@example.com', title: 'From Deezer', tracks: ['2plbrEY59IikOBgBGLjaoe'] };
    await expect(client.addPlaylist('spotify', body)).resolves.toBe(link);
    expect(lastRequest().body).toEqual(body);
    expectCredentials('private');
  });

  it('me.convertAndAdd posts {url, title} to the platform and answers the task', async () => {
    server.on('POST', '/v1/me/spotify/playlists', envelope(pendingTask, 201));
    const task = await client.me.convertAndAdd({ url: 'https://www.deezer.com/playlist/1282495565', platform: 'spotify', title: 'Mine' });
    expect(task).toEqual(pendingTask);
    expect(lastRequest().body).toEqual({ url: 'https://www.deezer.com/playlist/1282495565', title: 'Mine' });
    expectCredentials('user');
  });

  it('me.convertAndAdd sends an idempotency key as the header and answers a replayed task as it is now', async () => {
    server.on('POST', '/v1/me/spotify/playlists', envelope(completedTask, 200));
    const task = await client.me.convertAndAdd({ url: 'https://www.deezer.com/playlist/1282495565', platform: 'spotify', idempotencyKey: 'deezer:1282495565>spotify' });
    expect(task).toEqual(completedTask);
    expect(lastRequest().headers['idempotency-key']).toBe('deezer:1282495565>spotify');
    expect(lastRequest().body).toEqual({ url: 'https://www.deezer.com/playlist/1282495565' });
  });

  it('me transfers: start, list, read and fix one item, with the linking token', async () => {
    const transfer = {
      task_id: TASK_ID,
      kind: 'transfer',
      status: 'pending',
      user_id: USER_ID,
      from: 'spotify',
      to: 'deezer',
      created_at: '2026-11-20T10:00:00.000Z',
      progress: { step: 'queued', kinds: {}, total: 0, done: 0 },
      playlists: [],
    };
    server.on('POST', '/v1/me/transfers', envelope(transfer, 201));
    server.on('GET', '/v1/me/transfers', envelope([transfer]));
    server.on('GET', `/v1/me/transfers/${TASK_ID}`, envelope(transfer));
    server.on('POST', `/v1/me/transfers/${TASK_ID}/items`, envelope(transfer));
    await expect(client.me.startTransfer({ from: 'spotify', to: 'deezer', include: { playlists: ['p1'] } })).resolves.toEqual(transfer);
    expect(lastRequest().body).toEqual({ from: 'spotify', to: 'deezer', include: { playlists: ['p1'] } });
    expectCredentials('user');
    await expect(client.me.transfers()).resolves.toEqual([transfer]);
    await expect(client.me.transfer(TASK_ID)).resolves.toEqual(transfer);
    await expect(client.me.applyTransferItem(TASK_ID, { list: 'liked', position: 3, target_id: '42' })).resolves.toEqual(transfer);
    expect(lastRequest().body).toEqual({ list: 'liked', position: 3, target_id: '42' });
    expectCredentials('user');
  });

  it('search posts {query, target_platform} and answers the converted track', async () => {
    server.on('POST', '/v1/entity/convert', envelope({ payload: trackConversion }));
    await expect(client.search({ query: 'Paper Tide Crystal Feather', target_platform: 'deezer' })).resolves.toEqual(trackConversion);
    expect(lastRequest().body).toEqual({ query: 'Paper Tide Crystal Feather', target_platform: 'deezer' });
    expectCredentials('public');
  });

  it('lookup asks GET /v1/entity/lookup?url= and checks the answer', async () => {
    const summary = {
      entity: 'playlist',
      platform: 'deezer',
      id: '1282495565',
      url: 'https://www.deezer.com/playlist/1282495565',
      title: 'Rainy Day',
      artists: [],
      owner: 'Theo',
      cover: '',
      track_count: 12,
    };
    server.on('GET', '/v1/entity/lookup', envelope(summary));
    await expect(client.lookup('https://deezer.com/playlist/1282495565')).resolves.toEqual(summary);
    expect(lastRequest().query.get('url')).toBe('https://deezer.com/playlist/1282495565');
    server.on('GET', '/v1/entity/lookup', envelope({ ...summary, track_count: -1 }));
    await expect(client.lookup('https://deezer.com/playlist/1282495565')).rejects.toMatchObject({ code: 'EBADRESPONSE' });
  });

  it('path parameters are escaped', async () => {
    await expect(client.getTask('../app')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(lastRequest().path).toBe('/v1/task/..%2Fapp');
  });

  it('keeps a path prefix of the base URL', async () => {
    server.on('GET', '/segue/healthz', envelope({ status: 'ok', database: 'ok' }));
    const prefixed = createSegueClient({ baseUrl: `${server.url}/segue` });
    await expect(prefixed.health()).resolves.toEqual({ status: 'ok', database: 'ok' });
  });

  it('reads the linking token from a function at each call', async () => {
    let token = 'first.token.value';
    const extension = createSegueClient({ baseUrl: server.url, publicKey: PUBLIC_KEY, linkingToken: () => Promise.resolve(token) });
    server.on('GET', '/v1/me', envelope(userAccount));
    await extension.me.profile();
    token = 'second.token.value';
    await extension.me.profile();
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer first.token.value', 'Bearer second.token.value']);
  });
});
