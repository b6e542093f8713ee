import { useEffect, useState } from 'react';
import { api, type UsageReport } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';
import { UsageChart } from '../components/UsageChart';

const RANGES = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
];

export function UsageSection({ appId }: { appId: string }) {
  const [range, setRange] = useState('7d');
  const [report, setReport] = useState<UsageReport>();
  const [error, setError] = useState<string>();
  const [tick, setTick] = useState(0);

  useEffect(() => {
    api<UsageReport>('GET', `/apps/${appId}/usage?range=${range}`).then(setReport, (failure: Error) => setError(failure.message));
  }, [appId, range, tick]);

  return (
    <section aria-labelledby="usage">
      <h2 id="usage">Usage</h2>
      <div className="inline-form">
        <label htmlFor="usage-range">Period</label>
        <select id="usage-range" value={range} onChange={(event) => setRange(event.target.value)}>
          {RANGES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => setTick(tick + 1)}>
          Refresh
        </button>
      </div>
      <ErrorMessage message={error} />
      {report && (
        <>
          <dl className="totals" data-testid="usage-totals">
            <div>
              <dt>Conversions</dt>
              <dd data-testid="usage-conversions">{report.totals.conversions}</dd>
            </div>
            <div>
              <dt>Playlist tasks</dt>
              <dd data-testid="usage-tasks">{report.totals.tasks}</dd>
            </div>
            <div>
              <dt>Errors</dt>
              <dd data-testid="usage-errors">{report.totals.errors}</dd>
            </div>
          </dl>
          {report.totals.conversions + report.totals.tasks + report.totals.errors === 0 ? (
            <p className="empty">No requests with this app's keys in this period yet. Your first request (above) shows here within a minute.</p>
          ) : (
            <UsageChart points={report.points} bucket={report.bucket} />
          )}
          {report.errorsByCode.length > 0 && (
            <p className="muted">Errors by code: {report.errorsByCode.map((entry) => `${entry.code} × ${entry.count}`).join(', ')}</p>
          )}
        </>
      )}
    </section>
  );
}
