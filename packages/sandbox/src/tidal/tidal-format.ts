import type { Listing, Recording } from '../catalog/model';

/** ISO-8601 duration as TIDAL writes it: `PT4M12S`, `PT1H2M`, `PT45S` (whole seconds). */
export function isoDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
  return `PT${parts}`;
}

/**
 * TIDAL keeps the version apart from the title (`title: "Song", version: "Remastered 2011"`);
 * the catalog stores the title as TIDAL's apps show it, `Song (Remastered 2011)`.
 */
export function splitVersion(recording: Recording, listing: Listing): { title: string; version: string | null } {
  if (listing.parts) return { title: listing.parts.title, version: listing.parts.version ?? null };
  const version = recording.version;
  if (!version) return { title: listing.title, version: null };
  for (const suffix of [` (${version})`, ` [${version}]`, ` - ${version}`]) {
    if (listing.title.endsWith(suffix)) return { title: listing.title.slice(0, -suffix.length), version };
  }
  return { title: listing.title, version };
}

export function sharingLink(type: string, id: string): { href: string; meta: { type: 'TIDAL_SHARING' } }[] {
  return [{ href: `https://tidal.com/browse/${type}/${id}`, meta: { type: 'TIDAL_SHARING' } }];
}
