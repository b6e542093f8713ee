/**
 * Helpers for the TIDAL contract tests: the adapter on a loopback platform answering with
 * recorded bodies, and readers that take the expected values out of a recorded body itself.
 */
import { recording, type Recording } from '@segue/recorded';
import { route, startRecordedPlatform, type RecordedPlatform, type RecordedRoute } from './recorded-platform';
import type { PlatformAdapter } from '../../../src/platforms/types';
import { createTidalAdapter } from '../../../src/platforms/tidal/adapter';

export interface JsonApiResource {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: Array<{ id: string; type: string }> | { id: string; type: string } | null }>;
}
export interface JsonApiDocument {
  data: JsonApiResource | JsonApiResource[];
  included?: JsonApiResource[];
  links?: { next?: string };
}

export const tidal = (file: string): Recording => recording('tidal', file);
export const doc = (file: string): JsonApiDocument => tidal(file).body as JsonApiDocument;

/** The token every adapter asks for first, as TIDAL's auth server answers it. */
export const tokenRoute = (): RecordedRoute => route(tidal('token-client-credentials.json'));

export async function startTidal(routes: RecordedRoute[]): Promise<{ platform: RecordedPlatform; adapter: PlatformAdapter }> {
  const platform = await startRecordedPlatform('tidal', [tokenRoute(), ...routes]);
  const adapter = createTidalAdapter({
    baseUrls: { api: platform.url, auth: platform.url },
    credentials: { client_id: 'recorded-client', client_secret: 'recorded-secret' },
    http: platform.http,
  });
  return { platform, adapter };
}

export function related(resource: JsonApiResource, name: string): Array<{ id: string; type: string }> {
  const data = resource.relationships?.[name]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

export function find(document: JsonApiDocument, type: string, id: string): JsonApiResource | undefined {
  return (document.included ?? []).find((r) => r.type === type && r.id === id);
}

/**
 * Names of the artists a resource's relationship points at, from the document's `included`. An
 * identifier without its resource (a recorded Swedish album names three artists, includes two)
 * has no name to show.
 */
export function artistNames(document: JsonApiDocument, resource: JsonApiResource): string[] {
  return related(resource, 'artists')
    .map((ref) => find(document, 'artists', ref.id)?.attributes?.name)
    .filter((name) => name !== undefined)
    .map(String);
}

type File = { href: string; meta?: { width: number; height: number } };

/**
 * The file at Segue's documented cover size (640 px, README "Covers") among TIDAL's fixed sizes:
 * the 640 px square, else the smallest larger square (artist pictures stop at 160, 320, 480 and
 * 750 px), else the largest; "" for none.
 */
export function coverFile(files: ReadonlyArray<{ href: string; meta?: { width: number; height: number } | null }>): string {
  const squares = files.filter((f) => f.meta && f.meta.width === f.meta.height).sort((a, b) => a.meta!.width - b.meta!.width);
  return (squares.find((f) => f.meta!.width >= 640) ?? squares.at(-1))?.href ?? '';
}

/** The 640 px square the adapter is expected to pick: from the artworks resource, else `imageLinks`. */
export function image640(document: JsonApiDocument, resource: JsonApiResource, relationship: string): string {
  const artwork = related(resource, relationship)[0];
  const files = artwork
    ? ((find(document, 'artworks', artwork.id)?.attributes?.files ?? []) as File[])
    : ((resource.attributes?.imageLinks ?? []) as File[]);
  const href = files.find((f) => f.meta?.width === 640 && f.meta.height === 640)?.href;
  if (!href) throw new Error(`no 640 px image on ${resource.type} ${resource.id}`);
  return href;
}

export function sharingUrl(resource: JsonApiResource): string {
  const links = (resource.attributes?.externalLinks ?? []) as Array<{ href: string; meta?: { type: string } }>;
  const href = links.find((l) => l.meta?.type === 'TIDAL_SHARING')?.href;
  if (!href) throw new Error(`no TIDAL_SHARING link on ${resource.type} ${resource.id}`);
  return href;
}

/** `PT4M12S` → 252000, written independently of the adapter's parser. */
export function isoMs(duration: unknown): number {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(String(duration));
  if (!m) throw new Error(`not a TIDAL duration: ${String(duration)}`);
  return ((Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0)) * 60 + Number(m[3] ?? 0)) * 1000;
}
