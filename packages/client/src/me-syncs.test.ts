// The `me` client's sync calls (build-segue-client.ts), on the fake server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSegueClient } from './create-segue-client';
import type { SegueClient } from './segue-client';
import { LINKING_TOKEN, PUBLIC_KEY, USER_ID } from '../test/support/canned';
import { envelope, errorAnswer, startFakeSegueServer, type FakeSegueServer } from '../test/support/fake-segue-server';

const SYNC_ID = '7a1c6c1e-8a51-4d1b-9a3e-0c1b2d3e4f50';
const sync = {
  id: SYNC_ID,
  user_id: USER_ID,
  source: { platform: 'deezer', id: '1282495565', url: 'https://www.deezer.com/playlist/1282495565', title: 'Rainy Day' },
  target: { platform: 'spotify' },
  mode: 'mirror',
  effective_mode: 'mirror',
  interval: 60,
  status: 'active',
  next_run_at: '2026-11-20T11:00:00.000Z',
  counts: { synced: 0, left_out: 0 },
  created_at: '2026-11-20T10:00:00.000Z',
};
const withHistory = {
  ...sync,
  runs: [
    {
      started_at: '2026-11-20T10:00:00.000Z',
      finished_at: '2026-11-20T10:01:00.000Z',
      outcome: 'changed',
      counts: { added: 1, removed: 0, moved: 0, left_out: 1 },
      changes: [
        { change: 'added', position: 0, source: { id: '1', title: 'Paper Tide', artists: ['Crystal Feather'], url: '' }, target: { id: 'x', title: 'Paper Tide', artists: ['Crystal Feather'], url: '' } },
        { change: 'left_out', position: 1, source: { id: '2', title: 'Demo', artists: [], url: '' }, code: 'not_found', reason: 'no match on Spotify' },
      ],
    },
  ],
};

let server: FakeSegueServer;
let client: SegueClient;

beforeAll(async () => {
  server = await startFakeSegueServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  client = createSegueClient({ baseUrl: server.url, publicKey: PUBLIC_KEY, linkingToken: LINKING_TOKEN });
});

const last = () => server.requests.at(-1)!;

describe('me syncs', () => {
  it('start, list, read, change, run and stop, with the public key and the linking token', async () => {
    server.on('POST', '/v1/me/syncs', envelope(sync, 201));
    server.on('GET', '/v1/me/syncs', envelope([sync]));
    server.on('GET', `/v1/me/syncs/${SYNC_ID}`, envelope(withHistory));
    server.on('PATCH', `/v1/me/syncs/${SYNC_ID}`, envelope({ ...sync, status: 'paused', paused: { code: 'by_request', message: 'paused', at: '2026-11-20T10:05:00.000Z' } }));
    server.on('POST', `/v1/me/syncs/${SYNC_ID}/run`, envelope(sync, 202));
    server.on('DELETE', `/v1/me/syncs/${SYNC_ID}`, envelope(sync));

    await expect(client.me.startSync({ source: sync.source.url, target: 'spotify', mode: 'mirror' })).resolves.toEqual(sync);
    expect(last()).toMatchObject({ method: 'POST', body: { source: sync.source.url, target: 'spotify', mode: 'mirror' } });
    expect(last().headers).toMatchObject({ 'x-segue-public-key': PUBLIC_KEY, authorization: `Bearer ${LINKING_TOKEN}` });
    await expect(client.me.syncs()).resolves.toEqual([sync]);
    await expect(client.me.sync(SYNC_ID)).resolves.toEqual(withHistory);
    await expect(client.me.updateSync(SYNC_ID, { paused: true })).resolves.toMatchObject({ status: 'paused' });
    expect(last()).toMatchObject({ method: 'PATCH', body: { paused: true }, headers: { 'content-type': 'application/json' } });
    await expect(client.me.runSync(SYNC_ID)).resolves.toEqual(sync);
    await expect(client.me.stopSync(SYNC_ID)).resolves.toEqual(sync);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/v1/me/syncs/${SYNC_ID}`, body: undefined });
  });

  it('rejects a second sync of the same playlist with the server’s 409, and an answer that is not a sync', async () => {
    server.on('POST', '/v1/me/syncs', errorAnswer('EBADREQUEST', `this playlist is already synced to Spotify for this user: sync ${SYNC_ID}`, 409));
    await expect(client.me.startSync({ source: sync.source.url, target: 'spotify' })).rejects.toMatchObject({ code: 'EBADREQUEST', status: 409 });
    server.on('GET', '/v1/me/syncs', envelope([{ ...sync, status: 'sleeping' }]));
    await expect(client.me.syncs()).rejects.toMatchObject({ code: 'EBADRESPONSE' });
  });

  it('escapes the sync id', async () => {
    await expect(client.me.sync('../transfers')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(last().path).toBe('/v1/me/syncs/..%2Ftransfers');
  });
});
