/**
 * `browse` with `FEmusic_history`: plays most recent first, grouped into shelves titled by when
 * ("Today", "Yesterday", "This week", "Last week", then month and year), as ytmusicapi's
 * `get_history` reads them: each shelf's title is the `played` value of its rows, and each row's
 * last menu entry carries the feedback token that removes it from history. One page, no
 * continuation (ytmusicapi asks for none).
 */
import type { PlatformAccount } from '../catalog/model';
import { stableHex } from '../platform-kit/stable-hash';
import { responseContext } from './response-context';
import { songItem } from './song-item';
import { trackingParams } from './yt-text';
import type { YtView } from './yt-view';

const DAY = 86_400_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function whenPlayed(playedAt: number, now: number): string {
  const startOfToday = Math.floor(now / DAY) * DAY;
  if (playedAt >= startOfToday) return 'Today';
  if (playedAt >= startOfToday - DAY) return 'Yesterday';
  if (playedAt >= startOfToday - 6 * DAY) return 'This week';
  if (playedAt >= startOfToday - 13 * DAY) return 'Last week';
  const d = new Date(playedAt);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

function withRemoveEntry(row: Record<string, unknown>, token: string): Record<string, unknown> {
  const renderer = row.musicResponsiveListItemRenderer as { menu: { menuRenderer: { items: unknown[] } } };
  renderer.menu.menuRenderer.items.push({
    menuServiceItemRenderer: {
      text: { runs: [{ text: 'Remove from history' }] },
      icon: { iconType: 'DELETE' },
      serviceEndpoint: { clickTrackingParams: trackingParams(`rmhist:${token}`), feedbackEndpoint: { feedbackToken: token } },
      trackingParams: trackingParams(`rmhistitem:${token}`),
    },
  });
  return row;
}

export function historyPage(view: YtView, account: PlatformAccount, now: number): Record<string, unknown> {
  const shelves: { title: string; rows: Record<string, unknown>[] }[] = [];
  account.history.forEach((play, i) => {
    const track = view.track(view.catalog.index.recording(play.recordingId)?.platforms.ytmusic?.id ?? '');
    if (!track) return;
    const title = whenPlayed(Date.parse(play.playedAt), now);
    let shelf = shelves.at(-1);
    if (shelf?.title !== title) shelves.push((shelf = { title, rows: [] }));
    const token = `AB9zfpK${stableHex(`hist:${account.id}:${i}:${play.playedAt}`, 40)}`;
    shelf.rows.push(withRemoveEntry(songItem(view, track, 'playlist', { position: i }), token));
  });
  return {
    responseContext: responseContext({ browse_id: 'FEmusic_history' }, true),
    contents: {
      singleColumnBrowseResultsRenderer: {
        tabs: [
          {
            tabRenderer: {
              content: {
                sectionListRenderer: {
                  contents: shelves.map((s, n) => ({
                    musicShelfRenderer: { title: { runs: [{ text: s.title }] }, contents: s.rows, trackingParams: trackingParams(`histshelf:${n}`) },
                  })),
                  trackingParams: trackingParams('histsl'),
                },
              },
              trackingParams: trackingParams('histtab'),
            },
          },
        ],
      },
    },
    trackingParams: trackingParams('histpage'),
  };
}
