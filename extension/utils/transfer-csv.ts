import type { Transfer } from '@segue/core/schemas';

export const TRANSFER_CSV_COLUMNS = [
  'kind',
  'playlist',
  'position',
  'source_title',
  'source_artists',
  'source_url',
  'outcome',
  'target_title',
  'target_url',
  'match_method',
  'confidence',
  'code',
  'reason',
] as const;

/**
 * One RFC 4180 field: quoted when it holds a comma, a quote or a line break. A leading = + - @
 * (or tab, carriage return) would run as a formula in a spreadsheet (OWASP "CSV injection"), so
 * such text gets a leading apostrophe, as the dashboard's CSV does.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Every item of a finished transfer, one row each: where it was on the source, what became of it
 * on the target, and why it was left out. The playlist column holds the source playlist's title;
 * positions count from 0, as the API's do.
 */
export function transferCsv(transfer: Transfer): string {
  const titles = new Map(transfer.playlists.map((p) => [p.source.id, p.source.title]));
  const rows: string[][] = [[...TRANSFER_CSV_COLUMNS]];
  for (const item of transfer.items ?? []) {
    rows.push([
      item.kind,
      item.playlist === undefined ? '' : (titles.get(item.playlist) ?? item.playlist),
      String(item.position),
      item.source.title,
      item.source.artists.join('; '),
      item.source.url,
      item.outcome,
      item.target?.title ?? '',
      item.target?.url ?? '',
      item.match?.method ?? '',
      item.match === undefined ? '' : String(item.match.confidence),
      item.code ?? '',
      item.reason ?? '',
    ]);
  }
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The file name a transfer's CSV is saved under. */
export function transferCsvName(transfer: Transfer): string {
  return `segue-transfer-${transfer.from}-to-${transfer.to}-${transfer.created_at.slice(0, 10)}.csv`;
}
