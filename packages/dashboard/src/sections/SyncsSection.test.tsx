import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Sync } from '../api';
import { intervalText, SyncsTable } from './SyncsSection';

const sync = (overrides: Partial<Sync>): Sync => ({
  id: '7a1c6c1e-8a51-4d1b-9a3e-0c1b2d3e4f50',
  user_id: '5f0c2a3e-6b1d-4e8f-a2c4-9d7e1b3f5a60',
  source: { platform: 'spotify', id: 'pl1', url: 'https://open.spotify.com/playlist/pl1', title: 'Road trip' },
  target: { platform: 'deezer', playlist: { id: '908', url: 'https://www.deezer.com/playlist/908' } },
  mode: 'mirror',
  effective_mode: 'mirror',
  interval: 60,
  status: 'active',
  last_checked_at: '2026-11-20T11:00:00.000Z',
  last_run: { started_at: '2026-11-20T10:00:00.000Z', finished_at: '2026-11-20T10:01:00.000Z', outcome: 'changed', counts: { added: 7, removed: 2, moved: 1, left_out: 3 } },
  next_run_at: '2026-11-20T12:00:00.000Z',
  counts: { synced: 40, left_out: 3 },
  created_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

describe('the app’s syncs', () => {
  it('shows the user, the source with its link, the copy, the mode, the status and the last run’s counts', () => {
    const html = renderToStaticMarkup(<SyncsTable syncs={[sync({})]} />);
    expect(html).toContain('5f0c2a3e-6b1d-4e8f-a2c4-9d7e1b3f5a60');
    expect(html).toContain('Spotify: <a href="https://open.spotify.com/playlist/pl1"');
    expect(html).toContain('>Road trip</a>');
    expect(html).toContain('→ Deezer: <a href="https://www.deezer.com/playlist/908"');
    expect(html).toContain('40 on the copy, 3 left out');
    expect(html).toContain('>mirror</span>');
    expect(html).toContain('every hour');
    expect(html).toContain('>active</span>');
    expect(html).toContain('7 added, 2 removed, 1 moved, 3 left out');
    expect(html.match(/<tr data-sync=/g)).toHaveLength(1);
  });

  it('explains a mode the target cannot honour, and says why a sync is paused and that it runs again once resumed', () => {
    const note = "Apple Music's API cannot remove or reorder the entries of a library playlist: this sync only adds what the source gains";
    const html = renderToStaticMarkup(
      <SyncsTable
        syncs={[
          sync({ target: { platform: 'applemusic' }, effective_mode: 'append', mode_note: note, last_run: undefined, last_checked_at: undefined, counts: { synced: 0, left_out: 0 } }),
          sync({
            status: 'paused',
            paused: { code: 'source_gone', message: 'the playlist <is gone>', at: '2026-11-20T10:30:00.000Z' },
            next_run_at: undefined,
            last_run: { started_at: '2026-11-20T10:30:00.000Z', outcome: 'paused', counts: { added: 0, removed: 0, moved: 0, left_out: 0 } },
          }),
          sync({ status: 'waiting_for_quota', last_run: { started_at: '2026-11-20T10:30:00.000Z', outcome: 'failed', counts: { added: 0, removed: 0, moved: 0, left_out: 0 }, error: { code: 'EPLATFORMUNAVAILABLE', message: 'Deezer did not answer' } } }),
        ]}
      />,
    );
    expect(html).toContain('mirror, runs as append');
    expect(html).toContain(note.replace("'", '&#x27;'));
    expect(html).toContain('no copy yet');
    expect(html).toContain('not run yet');
    expect(html).toContain('source_gone: the playlist &lt;is gone&gt;');
    expect(html).toContain('when resumed');
    expect(html).toContain('waiting for quota');
    expect(html).toContain('EPLATFORMUNAVAILABLE: Deezer did not answer');
    expect(html).not.toContain('0 added');
  });

  it('says so when the app has none', () => {
    expect(renderToStaticMarkup(<SyncsTable syncs={[]} />)).toContain('No syncs yet');
  });

  it('words the interval', () => {
    expect([15, 60, 120, 90, 1440, 10_080].map(intervalText)).toEqual(['every 15 min', 'every hour', 'every 2 h', 'every 90 min', 'every day', 'every week']);
  });
});
