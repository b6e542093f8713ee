import type { Run } from './innertube-schemas';

const pageTypeOf = (run: Run) =>
  run.navigationEndpoint?.browseEndpoint?.browseEndpointContextSupportedConfigs?.browseEndpointContextMusicConfig?.pageType;

const UPLOAD_ARTIST = 'FEmusic_library_privately_owned_artist';

export const runsText = (runs: readonly Run[] | undefined) => (runs ?? []).map((r) => r.text).join('');

/** Milliseconds of a displayed length: `4:11` or `1:02:03`. */
export function parseClock(text: string): number | undefined {
  const m = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  return ((Number(m[1] ?? 0) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000;
}

export interface RunSummary {
  artists: string[];
  album?: { title: string; id: string };
  durationMs?: number;
  year?: string;
}

/**
 * What a row's subtitle runs say: artist runs link to `MUSIC_PAGE_TYPE_ARTIST` pages (or `UC…`
 * channels), the album run to `MUSIC_PAGE_TYPE_ALBUM` (`MPREb_…`), and plain runs between " • "
 * separators carry the type label, length and year. Artists without a page appear as plain text
 * before the first separator ("A, B & C").
 */
export function summarizeRuns(runs: readonly Run[], { plainArtists = true }: { plainArtists?: boolean } = {}): RunSummary {
  const summary: RunSummary = { artists: [] };
  const plain: string[] = [];
  const channels: string[] = [];
  for (const run of runs) {
    const browseId = run.navigationEndpoint?.browseEndpoint?.browseId ?? '';
    const pageType = pageTypeOf(run);
    // A user's own upload links its artist to a library page (browse-playlist-2024-06.json).
    if (pageType === 'MUSIC_PAGE_TYPE_ARTIST' || (!pageType && browseId.startsWith('UC')) || browseId.startsWith(UPLOAD_ARTIST)) {
      summary.artists.push(run.text);
    } else if (pageType === 'MUSIC_PAGE_TYPE_USER_CHANNEL') {
      channels.push(run.text);
    } else if (pageType === 'MUSIC_PAGE_TYPE_ALBUM' || browseId.startsWith('MPRE')) {
      summary.album = { title: run.text, id: browseId };
    } else if (!run.navigationEndpoint) {
      plain.push(run.text);
    }
  }
  const segments = plain.join('').split('•').map((s) => s.trim()).filter((s) => s !== '');
  for (const segment of segments) {
    const ms = parseClock(segment);
    if (ms !== undefined) summary.durationMs ??= ms;
    else if (/^\d{4}$/.test(segment)) summary.year ??= segment;
  }
  // A user channel is the artist of a user upload, but in a collaborative playlist it is who added
  // the row, beside the linked artists (recorded in browse-playlist-editable-2024-07.json).
  if (summary.artists.length === 0) summary.artists = channels;
  if (summary.artists.length === 0 && plainArtists) {
    const first = segments.find((s) => parseClock(s) === undefined && !/^\d{4}$/.test(s) && !LABELS.has(s) && !isCount(s));
    if (first) summary.artists = first.split(/\s*(?:,|&)\s*/).filter((s) => s !== '');
  }
  return summary;
}

/**
 * Play, view and audience counts that share the subtitle columns with the artists: album rows put
 * "155M plays" in column 2 (browse-album-revival-2024-03.json), videos "1.2B views".
 */
export function isCount(text: string): boolean {
  return /^[\d.,]+\s*[KMB]?\s+(?:plays?|views?|subscribers?|monthly (?:audience|listeners))$/i.test(text.trim());
}

/** Type labels YouTube Music puts in subtitles ("Song • Artist • Album • 3:12"). */
const LABELS = new Set(['Song', 'Video', 'Album', 'Single', 'EP', 'Artist', 'Playlist', 'Episode']);
