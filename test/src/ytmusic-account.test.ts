/**
 * A YouTube Music account end to end in sandbox mode, as a deployment runs it: the server links
 * the user through Google OAuth, reads their playlists and adds one through the YouTube Data
 * API simulator (SEGUE_YTMUSIC_DATA_API_URL pointed at it); InnerTube is never asked with the
 * user's token, since YouTube refuses it there.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlowBrowser } from '../../server/test/support/linking/flow-browser';
import { startServerProcess, type ServerProcess } from './support/server-process';

interface SandboxFile {
  base_url: string;
  app: Record<string, string>;
  platforms: Record<string, Record<string, string>>;
  catalog_url: string;
}
interface TruthUser {
  email: string;
  accounts: Record<string, { id: string; library: { owned_playlists: string[] } } | null>;
}
interface Truth {
  users: TruthUser[];
  playlists: { platform: string; url: string; owner_user_id: string | null; recording_ids: string[] }[];
}

let dir: string;
let server: ServerProcess;
let file: SandboxFile;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-ytmusic-account-'));
  server = await startServerProcess({ SEGUE_DATA_DIR: dir, SEGUE_SANDBOX: '1' });
  file = JSON.parse(await readFile(path.join(dir, 'sandbox.json'), 'utf8')) as SandboxFile;
});

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const privateHeaders = () => ({ 'x-segue-key': file.app.private_key!, 'content-type': 'application/json' });

async function stats(): Promise<Record<string, number>> {
  const body = (await (await fetch(`${file.catalog_url}/__stats`)).json()) as { platforms: Record<string, { endpoints: Record<string, number> }> };
  return body.platforms.ytmusic?.endpoints ?? {};
}

describe('a YouTube Music account in sandbox mode', () => {
  it('links through Google OAuth, lists the playlists and adds one, all on the YouTube Data API', async () => {
    expect(file.platforms.ytmusic).toMatchObject({ api_url: expect.any(String), data_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), oauth_url: expect.any(String) });
    const truth = (await (await fetch(file.catalog_url)).json()) as Truth;
    const user = truth.users.find((u) => (u.accounts.ytmusic?.library.owned_playlists.length ?? 0) > 0)!;

    const connect = new URL(`${file.base_url}/v1/ytmusic/connect`);
    connect.searchParams.set('redirect_url', file.app.redirect_url!);
    const started = (await (await fetch(connect, { headers: { 'x-segue-public-key': file.app.public_key! } })).json()) as { data: { url: string } };
    const browser = createFlowBrowser();
    const approve = new URL(await browser.start(started.data.url));
    approve.searchParams.set('sandbox_user', user.email);
    const landed = (await (await browser.follow(approve)).response.json()) as { data: { query: { token?: string } } };
    const token = landed.data.query.token!;
    expect(token).toEqual(expect.any(String));
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { uuid: string; platform: string };
    expect(claims.platform).toBe('ytmusic');

    const listed = await fetch(`${file.base_url}/v1/account/${claims.uuid}/ytmusic/playlists`, { headers: privateHeaders() });
    expect(listed.status).toBe(200);
    const playlists = ((await listed.json()) as { data: { payload: { id: string; title: string; nb_tracks: number; url: string }[] } }).data.payload;
    expect(playlists.map((p) => p.id)).toEqual(['LL', ...user.accounts.ytmusic!.library.owned_playlists]);

    // The extension's path: convert a Deezer playlist into the user's YouTube Music library.
    const source = truth.playlists.find((p) => p.platform === 'deezer' && !p.owner_user_id && p.recording_ids.length >= 5 && p.recording_ids.length <= 20)!;
    const me = { 'x-segue-public-key': file.app.public_key!, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const started2 = await fetch(`${file.base_url}/v1/me/ytmusic/playlists`, { method: 'POST', headers: me, body: JSON.stringify({ url: source.url, title: 'Road trip' }) });
    expect(started2.status).toBe(201);
    const taskId = ((await started2.json()) as { data: { task_id: string } }).data.task_id;
    let task: { status: string; payload: { library?: { url: string; tracks: number } } | null; error?: unknown } | undefined;
    for (let i = 0; i < 120; i++) {
      task = ((await (await fetch(`${file.base_url}/v1/task/${taskId}`, { headers: { 'x-segue-public-key': file.app.public_key! } })).json()) as { data: typeof task }).data;
      if (task?.status !== 'pending' && task?.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(task?.status, JSON.stringify(task)).toBe('completed');
    const library = task!.payload!.library!;
    expect(library.url).toMatch(/^https:\/\/music\.youtube\.com\/playlist\?list=PL/);
    expect(library.tracks).toBeGreaterThan(0);
    const after = ((await (await fetch(`${file.base_url}/v1/account/${claims.uuid}/ytmusic/playlists`, { headers: privateHeaders() })).json()) as { data: { payload: { url: string; title: string; nb_tracks: number }[] } }).data.payload;
    expect(after.find((p) => p.url === library.url)).toMatchObject({ title: 'Road trip', nb_tracks: library.tracks });
    const endpoints = await stats();
    expect(endpoints['POST /youtube/v3/playlistItems']).toBe(library.tracks);
    expect(endpoints['GET /youtube/v3/channels']).toBeGreaterThan(0);
    // Nothing asked InnerTube for a user's pages or writes (those routes are gone: they would count as unmatched).
    expect(Object.keys(endpoints).filter((e) => e.includes('unmatched'))).toEqual([]);
  });
});
