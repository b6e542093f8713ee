/**
 * Add-playlist against a real server process in sandbox mode, as an integrator calls it: ids
 * the platform does not hold are refused before anything is created, the documented 10,000 ids
 * fit in one body, the user is named by their Segue id, and an Idempotency-Key makes a retry
 * answer the first playlist.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlowBrowser } from '../../../server/test/support/linking/flow-browser';
import { fetchTruth } from '../conversion/support/ground-truth';
import { startServerProcess, type ServerProcess } from '../support/server-process';

interface SandboxFile {
  base_url: string;
  app: Record<string, string>;
  catalog_url: string;
}

let dir: string;
let server: ServerProcess;
let file: SandboxFile;
let userId: string;
let spotifyIds: string[];

const headers = (extra: Record<string, string> = {}) => ({ 'x-segue-key': file.app.private_key!, 'content-type': 'application/json', ...extra });

async function endpoint(label: string): Promise<number> {
  const body = (await (await fetch(`${file.catalog_url}/__stats`)).json()) as { platforms: Record<string, { endpoints: Record<string, number> }> };
  return body.platforms.spotify?.endpoints[label] ?? 0;
}

const add = (body: unknown, extra: Record<string, string> = {}) =>
  fetch(`${file.base_url}/v1/playlist/spotify/add`, { method: 'POST', headers: headers(extra), body: JSON.stringify(body) });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-add-playlist-'));
  server = await startServerProcess({ SEGUE_DATA_DIR: dir, SEGUE_SANDBOX: '1' });
  file = JSON.parse(await readFile(path.join(dir, 'sandbox.json'), 'utf8')) as SandboxFile;
  const truth = await fetchTruth(file.catalog_url);
  spotifyIds = truth.raw.recordings.flatMap((r) => (r.platforms.spotify ? [r.platforms.spotify.id] : []));
  const user = truth.raw.users.find((u) => u.accounts.spotify)!;

  const connect = new URL(`${file.base_url}/v1/spotify/connect`);
  connect.searchParams.set('redirect_url', file.app.redirect_url!);
  const started = (await (await fetch(connect, { headers: { 'x-segue-public-key': file.app.public_key! } })).json()) as { data: { url: string } };
  const browser = createFlowBrowser();
  const approve = new URL(await browser.start(started.data.url));
  approve.searchParams.set('sandbox_user', user.email);
  const landed = (await (await browser.follow(approve)).response.json()) as { data: { query: { token?: string } } };
  userId = (JSON.parse(Buffer.from(landed.data.query.token!.split('.')[1]!, 'base64url').toString('utf8')) as { uuid: string }).uuid;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('POST /v1/playlist/spotify/add in sandbox mode', () => {
  it('a well-formed id of no track: 400 naming it, and no playlist is created', async () => {
    const before = await endpoint('POST /v1/me/playlists');
    const reply = await add({ user: userId, title: 'Ghost', tracks: [spotifyIds[0], '0000000000000000000000'] });
    expect(reply.status).toBe(400);
    const body = (await reply.json()) as { error: string; message: string };
    expect(body.error).toBe('EBADREQUEST');
    expect(body.message).toContain('"0000000000000000000000"');
    expect(await endpoint('POST /v1/me/playlists')).toBe(before);
  });

  it('10,000 ids (beyond the global body limit) by user id, retried with the same Idempotency-Key: one playlist', async () => {
    const tracks = Array.from({ length: 10_000 }, (_, i) => spotifyIds[i % spotifyIds.length]!);
    const body = { user: userId, title: 'Ten thousand', tracks };
    expect(JSON.stringify(body).length).toBeGreaterThan(100 * 1024);
    const before = await endpoint('POST /v1/me/playlists');
    const first = await add(body, { 'idempotency-key': 'black-box-1' });
    expect(first.status).toBe(201);
    const again = await add(body, { 'idempotency-key': 'black-box-1' });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { data: string }).data).toBe(((await first.json()) as { data: string }).data);
    expect((await endpoint('POST /v1/me/playlists')) - before).toBe(1);
  }, 120_000);

  it('the route still has a limit: a body over 512 KiB is 413', async () => {
    const reply = await add({ user: userId, title: 'Huge', tracks: [spotifyIds[0]], pad: 'x'.repeat(600 * 1024) });
    expect(reply.status).toBe(413);
  });

  it('a misspelt field is named', async () => {
    const reply = await add({ user: userId, title: 'Typo', tracks: [spotifyIds[0]], targetPlatform: 'deezer' });
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { message: string }).message).toContain('targetPlatform');
  });
});
