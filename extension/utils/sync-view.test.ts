import { describe, expect, it } from 'vitest';
import { activeSync } from '../test/fixtures';
import { countsText, everyText, lastRunText, modeNote, nextRunText, pauseDetail, runLanded, runText, statusText, syncTitle } from './sync-view';

const at = (iso: string) => iso.slice(11, 16);
const none = { added: 0, removed: 0, moved: 0, left_out: 0 };

describe('a sync in words', () => {
  it('says how often an active sync checks, and what a paused one waits for', () => {
    expect(statusText(activeSync(), at)).toBe('Kept in sync on Spotify, checked every hour.');
    expect(statusText(activeSync({ status: 'running' }), at)).toBe('Updating the copy on Spotify…');
    expect(statusText(activeSync({ status: 'waiting_for_quota', next_run_at: '2026-11-21T00:05:00.000Z' }), at)).toBe("Waiting for Spotify's quota until 00:05: the run goes on by itself then.");
    const gone = activeSync({ status: 'paused', paused: { code: 'source_gone', message: 'the Deezer playlist 1282495565 is gone: the copy stays as it is', at: '2026-11-20T11:00:00.000Z' } });
    expect(statusText(gone, at)).toBe('Paused: the playlist is gone, or no longer public.');
    expect(pauseDetail(gone)).toBe('the Deezer playlist 1282495565 is gone: the copy stays as it is');
    const asked = activeSync({ status: 'paused', paused: { code: 'by_request', message: 'paused at the listener’s request', at: '2026-11-20T11:00:00.000Z' } });
    expect(statusText(asked, at)).toBe('Paused by you.');
    expect(pauseDetail(asked)).toBeNull();
    expect(nextRunText(asked, at)).toBe('It runs again once resumed.');
    expect(nextRunText(activeSync(), at)).toBe('Next run 12:00.');
  });

  it('words intervals from a quarter of an hour to a week', () => {
    expect([15, 60, 180, 90, 1440, 2880, 10_080].map(everyText)).toEqual(['every 15 minutes', 'every hour', 'every 3 hours', 'every 90 minutes', 'every day', 'every 2 days', 'every week']);
  });

  it('names an untitled source by its platform until the first run reads its title', () => {
    expect(syncTitle(activeSync())).toBe('Rainy Day');
    expect(syncTitle(activeSync({ source: { platform: 'deezer', id: '1', url: 'https://www.deezer.com/playlist/1', title: '' } }))).toBe('A Deezer playlist');
  });

  it('passes on the server’s note where the sync only adds', () => {
    expect(modeNote(activeSync())).toBeNull();
    const apple = activeSync({
      target: { platform: 'applemusic' },
      effective_mode: 'append',
      mode_note: "Apple Music's API cannot remove or reorder the entries of a library playlist: this sync only adds what the source gains",
    });
    expect(modeNote(apple)).toBe("Apple Music's API cannot remove or reorder the entries of a library playlist: this sync only adds what the source gains.");
    expect(modeNote({ ...apple, mode_note: undefined })).toBe("Apple Music cannot remove or reorder a playlist's songs: this sync only adds what the playlist gains.");
  });

  it('sums up runs, without the zeros', () => {
    expect(countsText({ added: 3, removed: 1, moved: 0, left_out: 2 })).toBe('3 added, 1 removed, 2 left out');
    expect(countsText(none)).toBe('no songs changed');
    expect(runText({ started_at: '2026-11-20T10:00:00.000Z', outcome: 'failed', counts: none, error: { code: 'EPLATFORMUNAVAILABLE', message: 'Spotify did not answer' } }, at)).toBe(
      '10:00: failed (Spotify did not answer). Segue tries again by itself.',
    );
  });

  it('tells the last change from the last check', () => {
    expect(lastRunText(activeSync(), at)).toBe('Last run 10:01: 11 added, 1 left out. Checked again 11:00: nothing new since.');
    expect(lastRunText(activeSync({ last_checked_at: '2026-11-20T10:01:00.000Z' }), at)).toBe('Last run 10:01: 11 added, 1 left out.');
    expect(lastRunText(activeSync({ last_run: undefined, last_checked_at: undefined }), at)).toBe('Not run yet: the first run makes the copy.');
    expect(lastRunText(activeSync({ last_run: undefined }), at)).toBe('Checked 11:00: nothing to change.');
  });

  it('knows when a run asked for has happened', () => {
    const before = activeSync();
    expect(runLanded(before, before)).toBe(false);
    expect(runLanded(before, activeSync({ status: 'running' }))).toBe(false);
    expect(runLanded(before, activeSync({ last_checked_at: '2026-11-20T12:00:00.000Z' }))).toBe(true);
    expect(runLanded(before, activeSync({ last_run: { started_at: '2026-11-20T12:00:00.000Z', outcome: 'failed', counts: none } }))).toBe(true);
    expect(runLanded(before, activeSync({ status: 'waiting_for_quota' }))).toBe(true);
  });
});
