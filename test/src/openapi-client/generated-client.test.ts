/**
 * A strict client of the API, as an integrator would build one: types generated from
 * `/openapi.json` by openapi-typescript, calls through openapi-fetch, against a sandbox server
 * process. It runs the README's flows (convert a track, convert a playlist and poll its task,
 * a connect URL), and every answer it gets is checked against the document by Ajv. The
 * document itself must be valid OpenAPI 3.1, and the committed types must be what the
 * generator makes of it today.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiCheckOf } from '../support/openapi-check.js';
import { ROOT, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { GENERATED_TYPES, generateTypes } from './generate-types.js';
import type { paths } from './segue-api.js';

interface SandboxFile {
  app: { public_key: string };
  catalog_url: string;
}
interface Catalog {
  recordings: { decoy_of: string | null; platforms: Record<string, { url: string } | null> }[];
  playlists: { platform: string; url: string; recording_ids: string[] }[];
}

let dir: string;
let server: ServerProcess;
let sandbox: SandboxFile;
let catalog: Catalog;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'segue-openapi-client-'));
  await chmod(dir, 0o711);
  server = await startServerProcess({ SEGUE_DATA_DIR: dir, SEGUE_SANDBOX: '1' });
  sandbox = JSON.parse(await readFile(path.join(dir, 'sandbox.json'), 'utf8')) as SandboxFile;
  catalog = (await (await fetch(sandbox.catalog_url)).json()) as Catalog;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Every answer the generated client receives must be one the document declares. */
const checkedByDocument: Middleware = {
  async onResponse({ request, response }) {
    const check = await openApiCheckOf(server.url);
    const url = new URL(request.url);
    check.assert({ method: request.method, path: url.pathname, status: response.status, contentType: response.headers.get('content-type'), text: await response.clone().text() });
    return response;
  },
};

function client() {
  const api = createClient<paths>({ baseUrl: server.url, headers: { 'x-segue-public-key': sandbox.app.public_key } });
  api.use(checkedByDocument);
  return api;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const document: unknown = await (await fetch(`${server.url}/openapi.json`)).json();
    const result = await new Validator().validate(document as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives the committed generated types (regenerate with `pnpm --filter @segue/test openapi:types`)', async () => {
    const document: unknown = await (await fetch(`${server.url}/openapi.json`)).json();
    expect(await generateTypes(document)).toBe(await readFile(GENERATED_TYPES, 'utf8'));
  });

  it('types a client that tsc compiles', async () => {
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    const here = path.dirname(fileURLToPath(import.meta.url));
    const files = [fileURLToPath(import.meta.url), path.join(here, 'segue-api.d.ts')];
    const options = ['--ignoreConfig', '--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node'];
    const run = promisify(execFile)(process.execPath, [tsc, ...options, ...files], { cwd: path.join(ROOT, 'test') });
    const outcome = await run.then(() => '', (failure: { stdout?: string }) => failure.stdout ?? String(failure));
    expect(outcome).toBe('');
  }, 120_000);
});

describe("the README's flows through the generated client", () => {
  it('converts a track', async () => {
    const track = catalog.recordings.find((r) => r.decoy_of === null && r.platforms.spotify && r.platforms.deezer)!;
    const { data, error, response } = await client().POST('/v1/entity/convert', { body: { url: track.platforms.spotify!.url, target_platform: 'all' } });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(200);
    // 200 and 201 are both successes: a track's answer is the one with a payload.
    const result = data && 'payload' in data.data ? data.data.payload : undefined;
    expect(result?.entity).toBe('track');
    expect(result?.platforms.deezer).toMatchObject({ url: track.platforms.deezer!.url });
  });

  it('converts a playlist: a 201 task, polled until completed', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'deezer' && p.recording_ids.length <= 5)!;
    const api = client();
    const started = await api.POST('/v1/entity/convert', { body: { url: playlist.url, target_platform: 'tidal' } });
    // A 201 is a success of its own in the document: openapi-fetch puts it under `data`.
    expect(started.response.status).toBe(201);
    const created = started.data as { data: { task_id: string; status: string } } | undefined;
    expect(created?.data.status).toBe('pending');
    const taskId = created!.data.task_id;
    for (let polls = 0; polls < 30; polls += 1) {
      const { data, error } = await api.GET('/v1/task/{task_id}', { params: { path: { task_id: taskId } } });
      expect(error).toBeUndefined();
      // The route answers transfers too (`kind: "transfer"`); a conversion's task has a payload.
      if (data && 'data' in data && 'payload' in data.data && data.data.status === 'completed') {
        expect(Object.keys(data.data.payload.platforms)).toEqual(['tidal']);
        return;
      }
      expect(data && 'data' in data ? data.data.status : 'failed').toBe('pending');
      await new Promise((done) => setTimeout(done, 2_000));
    }
    throw new Error('the task did not complete in 60 s');
  }, 90_000);

  it('gets a connect URL', async () => {
    const { data, error } = await client().GET('/v1/{platform}/connect', { params: { path: { platform: 'spotify' }, query: { scopes: 'user-read-email' } } });
    expect(error).toBeUndefined();
    expect(data?.data.url).toMatch(/\/v1\/auth\/spotify\/start\?state=/);
  });

  it('receives errors the document declares', async () => {
    const { error, response } = await client().GET('/v1/task/{task_id}', { params: { path: { task_id: '00000000-0000-4000-8000-000000000000' } } });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ error: 'ENOTFOUND', status: 404 });
  });
});
