import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../launch-simulators';
import { startSandbox } from '../start-sandbox';
import { testCatalog } from '../test-fixtures/start-platform';
import { continuationItemSchema, continuationResponseSchema, errorSchema, listItemSchema, playlistBrowseSchema } from './innertube-wire-schemas';

// Through startSandbox (the registry, loopback servers, fault gate, stats) on a generated catalog.
const catalog = testCatalog();
let sandbox: Sandbox;
const context = { client: { clientName: 'WEB_REMIX', clientVersion: '1.20251001.01.00' } };

async function post(endpoint: string, body: Record<string, unknown>) {
  const res = await fetch(`${sandbox.urls.ytmusic.api}/youtubei/v1/${endpoint}?alt=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ context, ...body }),
  });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  sandbox = await startSandbox({ catalog });
});
afterAll(() => sandbox.close());

describe('YouTube Music on the generated catalog', () => {
  it('pages the 5,000-track playlist to the end, every entry once and in order, with no ISRC anywhere', async () => {
    const playlist = catalog.playlists.find((p) => p.platform === 'ytmusic' && p.recordingIds.length === 5000)!;
    const first = await post('browse', { browseId: `VL${playlist.platformId}` });
    expect(first.text).not.toMatch(/isrc/i);
    let items: unknown[] = playlistBrowseSchema.parse(JSON.parse(first.text)).contents.twoColumnBrowseResultsRenderer.secondaryContents.sectionListRenderer
      .contents[0]!.musicPlaylistShelfRenderer.contents;
    const seen: string[] = [];
    for (;;) {
      const cont = continuationItemSchema.safeParse(items.at(-1));
      for (const row of cont.success ? items.slice(0, -1) : items) seen.push(listItemSchema.parse(row).musicResponsiveListItemRenderer.playlistItemData!.videoId);
      if (!cont.success) break;
      const next = await post('browse', { continuation: cont.data.continuationItemRenderer.continuationEndpoint.continuationCommand.token });
      expect(next.text).not.toMatch(/isrc/i);
      items = continuationResponseSchema.parse(JSON.parse(next.text)).onResponseReceivedActions[0]!.appendContinuationItemsAction.continuationItems;
    }
    expect(seen).toEqual(playlist.recordingIds.map((id) => catalog.index.recording(id)!.platforms.ytmusic!.id));
    expect(sandbox.stats().platforms.ytmusic.endpoints['POST /youtubei/v1/browse']).toBe(50);
  });

  it('answers injected faults the InnerTube way', async () => {
    try {
      sandbox.setFaults('ytmusic', { rateLimitedRate: 1 });
      const limited = await post('search', { query: 'a' });
      expect(limited.status).toBe(429);
      expect(errorSchema.parse(JSON.parse(limited.text)).error.status).toBe('RESOURCE_EXHAUSTED');
      sandbox.setFaults('ytmusic', { errorRate: 1 });
      const failed = await post('search', { query: 'a' });
      expect(failed.status).toBe(503);
      sandbox.setFaults('ytmusic', { malformedRate: 1 });
      const broken = await post('search', { query: 'a' });
      expect(() => JSON.parse(broken.text) as unknown).toThrow();
    } finally {
      sandbox.setFaults('ytmusic', null);
    }
    expect((await post('search', { query: 'a' })).status).toBe(200);
  });
});
