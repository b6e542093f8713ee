import { describe, expect, it } from 'vitest';
import {
  CompletedTaskSchema,
  FailedTaskResponseSchema,
  isCompletedTask,
  PendingTaskSchema,
  TaskSchema,
} from './task';
import { deezerTrack, issuePaths, spotifyTrack, TASK_ID, ytmusicTrack } from '../../test/support/schemas';

const pending = { task_id: TASK_ID, status: 'pending', payload: null };

const payload = {
  meta: {
    entity: 'playlist',
    title: 'Road trip',
    owner: '',
    cover: 'https://mosaic.scdn.co/640/ab67616d0000b27382ea2e9e1858aa012c57cd45',
    url: 'https://open.spotify.com/playlist/3cEYpjA9oz9GiPac4AsH4n',
    short_url: 'Pl4y',
    share_url: 'https://segue.example/s/Pl4y',
    length: '00:08:23',
  },
  platforms: {
    deezer: {
      tracks: [deezerTrack],
      length: 250000,
      omitted: [
        {
          source: { ...spotifyTrack, title: 'Die With A Smile - Live', release_date: '2024-08-16' },
          code: 'uncertain_match',
          reason: 'no candidate had the live version',
          best_candidate: deezerTrack,
          confidence: 0.41,
        },
        { source: ytmusicTrack, code: 'not_found', reason: 'no candidate found' },
      ],
    },
  },
};

const completed = { task_id: TASK_ID, status: 'completed', payload };

const failed = {
  message: 'Internal error',
  status: 200,
  error: {
    task_id: TASK_ID,
    status: 'failed',
    payload: {
      platform: 'tidal',
      status: 'failed',
      error: 'ENOCREDENTIALS',
      message: 'The app has no credentials for tidal',
    },
  },
};

describe('playlist task', () => {
  it('reads a pending task, with or without progress', () => {
    expect(TaskSchema.parse(pending)).toEqual(pending);
    expect(PendingTaskSchema.parse({ ...pending, progress: { total: 120, done: 37 } }).progress).toEqual({
      total: 120,
      done: 37,
    });
  });

  it('reads `completed` and `success` as the success state', () => {
    const done = TaskSchema.parse(completed);
    expect(isCompletedTask(done)).toBe(true);
    const success = TaskSchema.parse({ ...completed, status: 'success' });
    expect(isCompletedTask(success)).toBe(true);
    expect(isCompletedTask(TaskSchema.parse(pending))).toBe(false);
    if (!isCompletedTask(done)) throw new Error('expected a completed task');
    expect(done.payload.platforms.deezer?.omitted).toHaveLength(2);
    expect(done.payload.meta.owner).toBe('');
  });

  it('keeps the library playlist a convert-and-add task created, and checks it', () => {
    const library = { platform: 'deezer', url: 'https://www.deezer.com/playlist/13821871021', title: 'Road trip', tracks: 23 };
    const done = TaskSchema.parse({ ...completed, payload: { ...completed.payload, library } });
    if (!isCompletedTask(done)) throw new Error('expected a completed task');
    expect(done.payload.library).toEqual(library);
    expect(TaskSchema.safeParse({ ...completed, payload: { ...completed.payload, library: { ...library, platform: 'napster' } } }).success).toBe(false);
    expect(TaskSchema.safeParse({ ...completed, payload: { ...completed.payload, library: { ...library, tracks: -1 } } }).success).toBe(false);
  });

  it('reads the failed task body', () => {
    const body = FailedTaskResponseSchema.parse(failed);
    expect(body.error.payload.error).toBe('ENOCREDENTIALS');
  });

  it.each([
    ['payload', { ...pending, payload: {} }],
    ['task_id', { ...pending, task_id: 'task-1' }],
    ['progress.done', { ...pending, progress: { total: 3, done: 4 } }],
    ['progress.total', { ...pending, progress: { total: '3', done: 0 } }],
  ])('rejects a pending task with a bad %s', (path, value) => {
    expect(issuePaths(PendingTaskSchema, value)).toEqual([path]);
  });

  it('rejects an unknown status', () => {
    expect(issuePaths(TaskSchema, { ...completed, status: 'done' })).toEqual(['status']);
    expect(issuePaths(TaskSchema, { ...pending, status: 'failed' })).toEqual(['status']);
  });

  it.each([
    ['payload.meta.entity', { ...payload, meta: { ...payload.meta, entity: 'track' } }],
    ['payload.meta.length', { ...payload, meta: { ...payload.meta, length: '8:23' } }],
    ['payload.meta.url', { ...payload, meta: { ...payload.meta, url: '' } }],
    ['payload.platforms.deezer.length', { ...payload, platforms: { deezer: { ...payload.platforms.deezer, length: '250000' } } }],
    ['payload.platforms.deezer.omitted', { ...payload, platforms: { deezer: { tracks: [], length: 0 } } }],
    ['payload.platforms.deezer.omitted.1.reason', {
      ...payload,
      platforms: { deezer: { ...payload.platforms.deezer, omitted: [payload.platforms.deezer.omitted[0], { source: ytmusicTrack, code: 'not_found' }] } },
    }],
    ['payload.platforms.deezer.omitted.0.confidence', {
      ...payload,
      platforms: { deezer: { ...payload.platforms.deezer, omitted: [{ source: ytmusicTrack, code: 'no_match', reason: 'x', confidence: 2 }] } },
    }],
    ['payload.platforms.deezer.tracks.1.duration_milli', {
      ...payload,
      platforms: { deezer: { ...payload.platforms.deezer, tracks: [deezerTrack, { ...deezerTrack, duration_milli: '250000' }] } },
    }],
    ['payload.platforms.deezer.tracks.0.released', {
      ...payload,
      platforms: { deezer: { ...payload.platforms.deezer, tracks: [{ ...ytmusicTrack, released: undefined }] } },
    }],
  ])('rejects a completed payload with a bad %s', (path, value) => {
    expect(issuePaths(CompletedTaskSchema, { ...completed, payload: value })).toEqual([path]);
  });

  it('rejects unknown platform keys in a completed payload', () => {
    const result = CompletedTaskSchema.safeParse({ ...completed, payload: { ...payload, platforms: { soundcloud: payload.platforms.deezer } } });
    expect(result.error?.issues).toMatchObject([{ path: ['payload', 'platforms'], keys: ['soundcloud'] }]);
  });

  it.each([
    ['error.payload.error', { ...failed, error: { ...failed.error, payload: { ...failed.error.payload, error: 'no creds' } } }],
    ['error.payload.platform', { ...failed, error: { ...failed.error, payload: { ...failed.error.payload, platform: 'S4' } } }],
    ['error.status', { ...failed, error: { ...failed.error, status: 'pending' } }],
    ['error.task_id', { ...failed, error: { ...failed.error, task_id: undefined } }],
    ['status', { ...failed, status: '200' }],
  ])('rejects a failed body with a bad %s', (path, value) => {
    expect(issuePaths(FailedTaskResponseSchema, value)).toEqual([path]);
  });
});
