/**
 * `docs/recorded-bodies.md`: every recorded body, by platform and endpoint, with where it came
 * from, made from the manifests so it cannot drift from them (`listing.test.ts` compares;
 * `pnpm recorded:list` writes it again after a recording is added).
 */
import { RECORDED_PLATFORMS, recordingEntries, type RecordedPlatform, type RecordingEntry } from './recordings';

const NAMES: Record<RecordedPlatform, string> = {
  spotify: 'Spotify Web API',
  applemusic: 'Apple Music API',
  deezer: 'Deezer API',
  tidal: 'TIDAL API',
  ytmusic: 'YouTube Music (InnerTube)',
  youtube: 'YouTube Data API v3 (YouTube Music accounts)',
};

/** Table cells hold no pipes or line breaks. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function row(platform: RecordedPlatform, entry: RecordingEntry): string {
  const { repository, commit, path, licence } = entry.source;
  const source = `[${repository}](https://github.com/${repository}/blob/${commit}/${path.split('/').map(encodeURIComponent).join('/')}) (${licence})`;
  const status = entry.status === 200 ? '' : ` (HTTP ${entry.status})`;
  return `| [\`${entry.file}\`](../packages/recorded/data/${platform}/${entry.file})${status} | ${source} | ${cell(entry.note ?? '')} |`;
}

/** The page, in the manifests' order of endpoints and files. */
export function recordedListing(): string {
  const lines = [
    '# Recorded bodies, by platform and endpoint',
    '',
    'Every real response body the contract and shape tests hold Segue to, with the public project that',
    'recorded it (repository at the commit read, path, licence). Made from `packages/recorded/data/*/recordings.json`',
    'by `pnpm recorded:list`; a test fails when it is out of date. How they are used: `packages/recorded/README.md`.',
  ];
  for (const platform of RECORDED_PLATFORMS) {
    const entries = recordingEntries(platform);
    const endpoints = [...new Set(entries.map((e) => e.endpoint))];
    lines.push('', `## ${NAMES[platform]}: ${entries.length} bodies, ${endpoints.length} endpoints`);
    for (const endpoint of endpoints) {
      const of = entries.filter((e) => e.endpoint === endpoint);
      lines.push('', `### \`${endpoint}\` (${of.length})`, '', '| body | recorded by | what it shows |', '|---|---|---|', ...of.map((e) => row(platform, e)));
    }
  }
  return `${lines.join('\n')}\n`;
}
