/**
 * Real response bodies recorded from the platforms' live APIs by public projects, kept as data
 * for contract tests. Each platform folder has `recordings.json`, one entry a body: the file,
 * the endpoint it answers, the request as recorded when known, and where it came from
 * (repository, commit, path, licence). Bodies are stored byte for byte as recorded.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The five platforms plus `youtube`, the YouTube Data API v3 that YouTube Music accounts go through. */
export const RECORDED_PLATFORMS = ['spotify', 'applemusic', 'deezer', 'tidal', 'ytmusic', 'youtube'] as const;
export type RecordedPlatform = (typeof RECORDED_PLATFORMS)[number];

const sourceSchema = z.strictObject({
  /** `owner/name` of the public repository the body was taken from. */
  repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  /** The commit the file was read at (40 hex digits). */
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  /** Path of the file inside that repository (for a cassette or HAR, the file holding many bodies). */
  path: z.string().min(1),
  /** SPDX id; the licence text is in `licenses/`. */
  licence: z.string().min(1),
});

const entrySchema = z.strictObject({
  file: z.string().regex(/^[\w.-]+\.json$/),
  /** Method and path template, e.g. `GET /v1/tracks/{id}`; the contract tests route by it. */
  endpoint: z.string().regex(/^(GET|POST|PUT|DELETE|PATCH) \/\S*$/),
  /** The request as it was recorded (URL with query), when the source says. */
  request: z.string().optional(),
  status: z.number().int().min(100).max(599).default(200),
  source: sourceSchema,
  /** What this body shows (a quirk, a variant). */
  note: z.string().optional(),
});

export type RecordingSource = z.infer<typeof sourceSchema>;
export type RecordingEntry = z.infer<typeof entrySchema>;
export interface Recording extends RecordingEntry {
  platform: RecordedPlatform;
  body: unknown;
}

const dataDir = fileURLToPath(new URL('../data/', import.meta.url));
export const licencesDir = fileURLToPath(new URL('../licenses/', import.meta.url));

const manifests = new Map<RecordedPlatform, RecordingEntry[]>();

/** The manifest of one platform (validated). */
export function recordingEntries(platform: RecordedPlatform): RecordingEntry[] {
  let entries = manifests.get(platform);
  if (!entries) {
    const text = readFileSync(`${dataDir}${platform}/recordings.json`, 'utf8');
    entries = z.array(entrySchema).parse(JSON.parse(text));
    manifests.set(platform, entries);
  }
  return entries;
}

/** Files in a platform folder, manifest aside (for the test that every file is described). */
export function recordedFiles(platform: RecordedPlatform): string[] {
  return readdirSync(`${dataDir}${platform}`).filter((name) => name !== 'recordings.json');
}

function load(platform: RecordedPlatform, entry: RecordingEntry): Recording {
  const body: unknown = JSON.parse(readFileSync(`${dataDir}${platform}/${entry.file}`, 'utf8'));
  return { ...entry, platform, body };
}

/** Every recording of a platform, bodies parsed. */
export function recordings(platform: RecordedPlatform): Recording[] {
  return recordingEntries(platform).map((entry) => load(platform, entry));
}

/** One recording by file name; throws naming the file when it is not in the manifest. */
export function recording(platform: RecordedPlatform, file: string): Recording {
  const entry = recordingEntries(platform).find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no recording ${platform}/${file} in packages/recorded/data/${platform}/recordings.json`);
  return load(platform, entry);
}

/** The recorded bodies of one endpoint (`GET /v1/tracks/{id}`), for shape comparisons. */
export function recordingsOf(platform: RecordedPlatform, endpoint: string): Recording[] {
  return recordingEntries(platform)
    .filter((entry) => entry.endpoint === endpoint)
    .map((entry) => load(platform, entry));
}
