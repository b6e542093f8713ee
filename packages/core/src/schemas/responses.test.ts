import { describe, expect, it } from 'vitest';
import {
  AddPlaylistResponseSchema,
  ConnectResponseSchema,
  EntityConvertResponseSchema,
  HistoryResponseSchema,
  LibraryAlbumsResponseSchema,
  TaskResponseSchema,
} from './responses';
import { issuePaths, spotifyTrack, TASK_ID } from '../../test/support/schemas';

const ok = { message: 'Request was successful', status: 200 };

describe('endpoint responses', () => {
  it('reads the connect url', () => {
    const url = 'https://accounts.spotify.com/authorize?client_id=x&scope=user-read-email&state=abc';
    expect(ConnectResponseSchema.parse({ ...ok, data: { url } }).data.url).toBe(url);
    expect(issuePaths(ConnectResponseSchema, { ...ok, data: { url: '/authorize' } })).toEqual(['data.url']);
  });

  it('tells a track result from a started playlist task', () => {
    const track = EntityConvertResponseSchema.parse({
      ...ok,
      data: { payload: { entity: 'track', platforms: { spotify: spotifyTrack }, short_url: 'a', share_url: 'https://segue.example/s/a' } },
    });
    expect('payload' in track.data && track.data.payload?.entity).toBe('track');
    // The result is nested under data.payload: the entity as data itself is refused.
    expect(
      EntityConvertResponseSchema.safeParse({
        ...ok,
        data: { entity: 'track', platforms: { spotify: spotifyTrack }, short_url: 'a', share_url: 'https://segue.example/s/a' },
      }).success,
    ).toBe(false);
    const task = EntityConvertResponseSchema.parse({
      ...ok,
      status: 201,
      data: { task_id: TASK_ID, status: 'pending', payload: null },
    });
    expect('task_id' in task.data && task.data.task_id).toBe(TASK_ID);
    expect(EntityConvertResponseSchema.safeParse({ ...ok, data: { task_id: TASK_ID } }).success).toBe(false);
  });

  it('reads a task body whether it succeeded or failed', () => {
    const pending = TaskResponseSchema.parse({ ...ok, data: { task_id: TASK_ID, status: 'pending', payload: null } });
    expect('data' in pending).toBe(true);
    const failed = TaskResponseSchema.parse({
      message: 'Internal error',
      status: 200,
      error: {
        task_id: TASK_ID,
        status: 'failed',
        payload: { platform: 'deezer', status: 'failed', error: 'ENOCREDENTIALS', message: 'No deezer credentials' },
      },
    });
    expect('error' in failed && failed.error.payload.platform).toBe('deezer');
    // A plain error body is not a task.
    expect(TaskResponseSchema.safeParse({ error: 'ENOTFOUND', message: 'No such task', status: 404 }).success).toBe(false);
  });

  it('reads library albums, history and the added playlist link', () => {
    expect(LibraryAlbumsResponseSchema.parse({ ...ok, data: { payload: [] } }).data.payload).toEqual([]);
    expect(HistoryResponseSchema.parse({ ...ok, data: [spotifyTrack] }).data).toHaveLength(1);
    expect(issuePaths(HistoryResponseSchema, { ...ok, data: { payload: [spotifyTrack] } })).toEqual(['data']);
    const link = 'https://www.deezer.com/playlist/11336219744';
    expect(AddPlaylistResponseSchema.parse({ data: link, message: 'Request ok', status: 201 }).data).toBe(link);
    expect(issuePaths(AddPlaylistResponseSchema, { data: { url: link }, message: 'ok', status: 201 })).toEqual(['data']);
  });
});
