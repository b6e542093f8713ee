import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TransferSummary } from '../api';
import { TransfersTable } from './TransfersSection';

const transfer = (overrides: Partial<TransferSummary>): TransferSummary => ({
  id: 't1',
  user_id: '5f0c2a3e-6b1d-4e8f-a2c4-9d7e1b3f5a60',
  from: 'spotify',
  to: 'ytmusic',
  status: 'completed',
  step: 'finished',
  created_at: '2026-11-20T10:00:00.000Z',
  finished_at: '2026-11-20T10:05:00.000Z',
  counts: { total: 10, added: 7, already_there: 2, left_out: 1 },
  error: null,
  ...overrides,
});

describe('the app’s transfers', () => {
  it('shows the user, the platforms by name, the status and the counts of each transfer', () => {
    const html = renderToStaticMarkup(
      <TransfersTable
        transfers={[
          transfer({}),
          transfer({ id: 't2', status: 'failed', from: 'deezer', to: 'tidal', counts: { total: 0, added: 0, already_there: 0, left_out: 0 }, error: { code: 'EFORBIDDEN', message: 'access <revoked>' } }),
          transfer({ id: 't3', status: 'waiting_for_quota' }),
        ]}
      />,
    );
    expect(html).toContain('5f0c2a3e-6b1d-4e8f-a2c4-9d7e1b3f5a60');
    expect(html).toContain('Spotify → YouTube Music');
    expect(html).toContain('Deezer → TIDAL');
    expect(html).toMatch(/<td>7<\/td><td>2<\/td><td>1<\/td>/);
    expect(html).toContain('EFORBIDDEN: access &lt;revoked&gt;');
    expect(html).toContain('waiting for quota');
    expect(html.match(/<tr data-transfer=/g)).toHaveLength(3);
  });

  it('says so when the app has none', () => {
    expect(renderToStaticMarkup(<TransfersTable transfers={[]} />)).toContain('No library transfers yet');
  });
});
