/**
 * A platform's release date as Segue keeps it: `YYYY-MM-DD`, or `YYYY-MM` / `YYYY` when the
 * platform knows no more (Spotify's `release_date_precision`, Apple Music's year-only dates,
 * YouTube Music's years), or empty (Deezer writes `0000-00-00` for unknown). A partial date stays
 * partial: the first day of its period would be a date the platform never gave.
 */
export function normalizeReleaseDate(raw: string | null | undefined): string {
  if (!raw) return '';
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(raw.trim());
  if (!match) return '';
  const [, year, month, day] = match;
  if (year === '0000' || month === '00' || day === '00') return '';
  const date = [year, month, day].filter((part) => part !== undefined).join('-');
  // Date.parse rolls 2024-02-31 over into March; a real date survives the round trip.
  const parsed = new Date(`${[year, month ?? '01', day ?? '01'].join('-')}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : '';
}

/**
 * The API's date field: a day or empty. It has no year- or month-precision form, so a date the
 * platform knows only to the year or month is given as unknown rather than as an invented day.
 */
export function apiReleaseDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
}
