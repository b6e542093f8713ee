import { describe, expect, it } from 'vitest';
import { tasksCsv } from './recent-tasks';

describe('tasksCsv', () => {
  it('writes one row per omitted track, quoting commas and quotes and defusing formulas', () => {
    const csv = tasksCsv([
      {
        id: 't1',
        url: 'https://open.spotify.com/playlist/x',
        title: 'Mix',
        target_platform: 'deezer',
        status: 'completed',
        created_at: '2026-11-20T10:00:00Z',
        error: null,
        omitted: [
          { platform: 'deezer', title: 'Hello, "World"', artists: ['A', 'B'], url: 'https://open.spotify.com/track/1', reason: 'no match' },
          { platform: 'deezer', title: '=HYPERLINK("x")', artists: ['C'], url: '', reason: 'low confidence' },
        ],
      },
      { id: 't2', url: 'u', title: '', target_platform: 'tidal', status: 'completed', created_at: '', error: null, omitted: [] },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('task_id,playlist_url,task_status,platform,track_title,track_artists,track_url,reason');
    expect(lines[1]).toBe('t1,https://open.spotify.com/playlist/x,completed,deezer,"Hello, ""World""",A; B,https://open.spotify.com/track/1,no match');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
