/**
 * Milliseconds in an ISO 8601 duration such as TIDAL's `PT4M12S` (hours, minutes and possibly
 * fractional seconds; days for the odd very long item). Undefined when it is not one.
 */
export function parseIsoDuration(text: string): number | undefined {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text.trim());
  if (!m || text.trim() === 'P' || text.trim().endsWith('T')) return undefined;
  const [, d = '0', h = '0', min = '0', s = '0'] = m;
  return Math.round(((Number(d) * 24 + Number(h)) * 3600 + Number(min) * 60 + Number(s)) * 1000);
}
