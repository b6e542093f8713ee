/**
 * A platform's release date as the API's `YYYY-MM-DD` (or empty). Spotify gives year- or
 * month-precision dates (`release_date_precision`), Apple sometimes a year only, Deezer
 * `0000-00-00` for unknown; the API has no partial-date form, so a partial date becomes the first
 * day of its period and anything unreadable becomes empty.
 */
export function normalizeReleaseDate(raw: string | null | undefined): string {
  if (!raw) return '';
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(raw.trim());
  if (!match) return '';
  const [, year, month = '01', day = '01'] = match;
  if (year === '0000' || month === '00' || day === '00') return '';
  const date = `${year}-${month}-${day}`;
  // Date.parse rolls 2024-02-31 over into March; a real date survives the round trip.
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : '';
}
