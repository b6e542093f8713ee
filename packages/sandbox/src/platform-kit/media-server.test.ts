import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appleArtwork } from '../applemusic/apple-format';
import type { GroundTruth } from '../ground-truth';
import type { Sandbox } from '../launch-simulators';
import { startSandbox } from '../start-sandbox';
import { videoThumbnails } from '../youtube/resources';
import { thumbnails } from '../ytmusic/yt-text';
import { coverSvg, previewWav } from './media-server';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5, recordings: 200 });
});
afterAll(() => sandbox.close());

/** The address as the Segue server rebases it in sandbox mode: the simulator's base, the same path and query. */
function onSimulator(real: string): string {
  const url = new URL(real);
  const base = sandbox.mediaHosts[url.hostname];
  if (!base) throw new Error(`no simulator serves ${url.hostname}`);
  return `${base}${url.pathname}${url.search}`;
}

async function served(real: string): Promise<{ status: number; type: string | null; size: number; body: Buffer }> {
  const response = await fetch(onSimulator(real));
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), size: body.length, body };
}

describe('the simulators’ media hosts', () => {
  it('serve a generated cover at each platform’s real image URL shapes', async () => {
    const apple = appleArtwork('album-1').url.replace('{w}x{h}', '640x640');
    const covers = [
      'https://i.scdn.co/image/ab67616d0000b273e319baafd16e84f0408af2a0',
      'https://mosaic.scdn.co/640/ab67616d0000b273e319baafd16e84f0408af2a0ab67616d0000b273e319baafd16e84f0408af2a1',
      'https://cdn-images.dzcdn.net/images/cover/2e018122cb56986277102d2041a592c8/1000x1000-000000-80-0-0.jpg',
      apple,
      'https://resources.tidal.com/images/050c897d/040c/87ea/030c/8657020c84c4/640x640.jpg',
      thumbnails('album-1', [544])[0]!.url,
      (videoThumbnails('dQw4w9WgXcQ') as { high: { url: string } }).high.url,
    ];
    for (const cover of covers) {
      const answer = await served(cover);
      expect([cover, answer.status, answer.type]).toEqual([cover, 200, 'image/svg+xml']);
      expect(answer.body.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
    }
    expect((await served(covers[2]!)).body.toString()).toContain('width="1000"');
    // The same address always draws the same picture; another, another one.
    expect((await served(covers[0]!)).body).toEqual((await served(covers[0]!)).body);
    expect(coverSvg('/image/a', 64)).not.toBe(coverSvg('/image/b', 64));
  });

  it('serve a short WAV clip at the preview URLs the catalog answers with', async () => {
    const truth = (await (await fetch(sandbox.catalogUrl)).json()) as GroundTruth;
    const id = truth.recordings.find((r) => r.platforms.deezer)!.platforms.deezer!.id;
    const track = (await (await fetch(`${sandbox.urls.deezer.api}/track/${id}`)).json()) as { preview: string; album: { cover_xl: string } };
    const clip = await served(track.preview);
    expect([clip.status, clip.type, clip.body.subarray(0, 4).toString('ascii')]).toEqual([200, 'audio/wav', 'RIFF']);
    expect((await served(track.album.cover_xl)).status).toBe(200);
    expect((await served('https://p.scdn.co/mp3-preview/3f0c1b6d4e2a9b8c7d6e5f4a3b2c1d0e9f8a7b6c')).type).toBe('audio/wav');
    expect(previewWav('x').length).toBe(44 + 12_000);
  });

  it('answer 404 for a path of no real shape', async () => {
    expect((await served('https://i.scdn.co/not-an-image')).status).toBe(404);
    expect((await served('https://resources.tidal.com/images/x/640x640.jpg')).status).toBe(404);
  });
});
