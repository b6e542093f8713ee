import { describe, expect, it } from 'vitest';
import { tasksCsv } from './recent-tasks';

describe('tasksCsv', () => {
  it('writes one row per omitted track, quoting commas and quotes and defusing formulas', () => {
    const csv = tasksCsv([
      {
        id: 't1',
        url: 'https://open.spotify.com/playlist/x',
        target_platform: 'deezer',
        status: 'completed',
        created_at: '2026-11-20T10:00:00Z',
        omitted: [
          { title: 'Hello, "World"', artists: ['A', 'B'], url: 'https://open.spotify.com/track/1', reason: 'no match' },
          { title: '=HYPERLINK("x")', artists: ['C'], url: '', reason: 'low confidence' },
        ],
      },
      { id: 't2', url: 'u', target_platform: 'tidal', status: 'completed', created_at: '', omitted: [] },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('task_id,playlist_url,target_platform,task_status,track_title,track_artists,track_url,reason');
    expect(lines[1]).toBe('t1,https://open.spotify.com/playlist/x,deezer,completed,"Hello, ""World""",A; B,https://open.spotify.com/track/1,no match');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
