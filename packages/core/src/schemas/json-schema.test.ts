import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PLATFORM_KEYS } from '../platform-keys';
import * as schemas from './index';

type JsonSchema = { $ref?: string; $defs?: Record<string, JsonObject> };
type JsonObject = { required?: string[]; anyOf?: unknown[]; oneOf?: unknown[]; properties?: Record<string, unknown> };

const exported: [string, z.ZodType][] = Object.entries(schemas).flatMap(([name, value]: [string, unknown]) =>
  value instanceof z.ZodType ? [[name, value] as [string, z.ZodType]] : [],
);
const perPlatform = PLATFORM_KEYS.map((key) => [`ADD_PLAYLIST_REQUEST_SCHEMAS.${key}`, schemas.ADD_PLAYLIST_REQUEST_SCHEMAS[key]] as const);

/** The definition a root schema with an id points to. */
function definition(json: JsonSchema, id: string): JsonObject {
  expect(json.$ref).toBe(`#/$defs/${id}`);
  const def = json.$defs?.[id];
  if (!def) throw new Error(`no $defs entry for ${id}`);
  return def;
}

const expectedRequired: Record<string, string[]> = {
  TrackWithReleased: ['id', 'title', 'artists', 'album', 'url', 'cover', 'duration', 'duration_milli', 'explicit', 'preview', 'released'],
  Track: ['id', 'title', 'artists', 'album', 'url', 'cover', 'duration', 'duration_milli', 'explicit', 'preview'],
  Match: ['method', 'confidence'],
  ErrorBody: ['error', 'message', 'status'],
  ConversionRequest: ['url'],
  ConvertedAlbum: ['id', 'title', 'url', 'artists', 'cover', 'release_date', 'match'],
  ConvertedArtist: ['id', 'name', 'url', 'match'],
  TrackConversion: ['entity', 'platforms', 'short_url', 'share_url'],
  PendingTask: ['task_id', 'status', 'payload'],
  CompletedTask: ['task_id', 'status', 'payload'],
  OmittedTrack: ['source', 'code', 'reason'],
  PlaylistPlatformResult: ['tracks', 'length', 'omitted'],
  PlaylistMeta: ['entity', 'title', 'owner', 'cover', 'url', 'short_url', 'share_url', 'length'],
  FailedTaskResponse: ['message', 'status', 'error'],
  FailedTaskError: ['task_id', 'status', 'payload'],
  UserAccount: ['id', 'email'],
  PlatformProfile: ['platform', 'username', 'profile_picture', 'platform_id', 'platform_subscription_plan', 'url'],
  LinkingTokenClaims: ['iss', 'aud', 'iat', 'exp', 'uuid', 'email', 'username', 'platform'],
  LibraryPlaylist: ['id', 'title', 'public', 'collaborative', 'nb_tracks', 'url', 'cover', 'checksum', 'owner'],
  LibraryAlbum: ['id', 'title', 'url', 'release_date', 'explicit', 'artists', 'cover'],
  LibraryArtist: ['id', 'name', 'url', 'cover'],
  HistoryTrack: ['id', 'title', 'artists', 'album', 'url', 'cover', 'duration', 'duration_milli', 'explicit', 'preview', 'released'],
  AddPlaylistRequest: ['user', 'title', 'tracks'],
  ConnectResponse: ['data', 'message', 'status'],
  AddPlaylistResponse: ['data', 'message', 'status'],
};

describe('JSON Schema of every exported schema', () => {
  it('finds the schemas', () => {
    expect(exported.length).toBeGreaterThan(50);
  });

  it.each([...exported, ...perPlatform])('%s has an id, a description and converts both ways', (_name, schema) => {
    const meta = z.globalRegistry.get(schema);
    expect(meta?.id).toMatch(/^[A-Za-z_]+$/);
    expect(meta?.description).toBeTruthy();
    const id = meta?.id ?? '';
    for (const io of ['output', 'input'] as const) {
      const json = z.toJSONSchema(schema, { io }) as JsonSchema;
      const def = definition(json, id);
      expect(def).toMatchObject({ description: meta?.description });
    }
  });

  it.each(Object.entries(expectedRequired))('%s lists its required fields', (id, required) => {
    const entry = exported.find(([, schema]) => z.globalRegistry.get(schema)?.id === id);
    if (!entry) throw new Error(`no exported schema has id ${id}`);
    const def = definition(z.toJSONSchema(entry[1]) as JsonSchema, id);
    expect(def.required).toEqual(required);
  });

  it('describes alternatives', () => {
    const track = definition(z.toJSONSchema(schemas.TrackSchema) as JsonSchema, 'Track');
    expect(track.anyOf).toEqual([{ required: ['released'] }, { required: ['release_date'] }]);
    const result = definition(z.toJSONSchema(schemas.ConversionResultSchema) as JsonSchema, 'ConversionResult');
    expect(result.oneOf ?? result.anyOf).toHaveLength(3);
  });

  it('yields one OpenAPI components map without clashing ids', () => {
    const components = z.toJSONSchema(z.globalRegistry, { uri: (id) => `#/components/schemas/${id}` });
    const ids = exported.map(([, schema]) => z.globalRegistry.get(schema)?.id ?? '');
    for (const id of ids) expect(components.schemas).toHaveProperty(id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(JSON.stringify(components.schemas.TaskResponse)).toContain('#/components/schemas/FailedTaskResponse');
  });
});
