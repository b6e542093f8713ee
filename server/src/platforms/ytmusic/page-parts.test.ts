import { describe, expect, it } from 'vitest';
import { browseResponseSchema } from './innertube-schemas';
import { continuationRows, shelfRows } from './page-parts';

const row = (videoId: string) => ({
  musicResponsiveListItemRenderer: {
    flexColumns: [
      {
        musicResponsiveListItemFlexColumnRenderer: {
          text: { runs: [{ text: `Song ${videoId}`, navigationEndpoint: { watchEndpoint: { videoId } } }] },
        },
      },
    ],
  },
});
const parse = (body: unknown) => browseResponseSchema.parse(body);
const playlistPage = (shelf: Record<string, unknown>, sectionList: Record<string, unknown> = {}) =>
  parse({
    contents: {
      twoColumnBrowseResultsRenderer: {
        secondaryContents: { sectionListRenderer: { contents: [{ musicPlaylistShelfRenderer: shelf }], ...sectionList } },
      },
    },
  });

// Two paging styles exist (ytmusicapi handles both): the 2025 continuation item at the end of the
// rows, and the older `continuations[].nextContinuationData` answered under `continuationContents`.
describe('shelfRows and continuationRows', () => {
  it('reads the 2025 continuation item and leaves it out of the rows', () => {
    const page = shelfRows(
      playlistPage({
        contents: [row('a'), row('b'), { continuationItemRenderer: { continuationEndpoint: { continuationCommand: { token: 'T1' } } } }],
      }),
    );
    expect(page.items).toHaveLength(2);
    expect(page.continuation).toEqual({ token: 'T1', legacy: false });
  });

  it('reads the legacy shelf continuation, and ignores the section list one (more shelves, not rows)', () => {
    const legacy = shelfRows(playlistPage({ contents: [row('a')], continuations: [{ nextContinuationData: { continuation: 'L1' } }] }));
    expect(legacy.continuation).toEqual({ token: 'L1', legacy: true });
    const sectionOnly = shelfRows(playlistPage({ contents: [row('a')] }, { continuations: [{ nextContinuationData: { continuation: 'S1' } }] }));
    expect(sectionOnly.continuation).toBeUndefined();
  });

  it('reads both continuation answers', () => {
    const modern = continuationRows(
      parse({ onResponseReceivedActions: [{ appendContinuationItemsAction: { continuationItems: [row('c'), row('d')] } }] }),
    );
    expect(modern).toEqual({ items: [row('c'), row('d')] });
    const old = continuationRows(
      parse({
        continuationContents: {
          musicPlaylistShelfContinuation: { contents: [row('e')], continuations: [{ nextContinuationData: { continuation: 'L2' } }] },
        },
      }),
    );
    expect(old.items).toHaveLength(1);
    expect(old.continuation).toEqual({ token: 'L2', legacy: true });
  });
});
