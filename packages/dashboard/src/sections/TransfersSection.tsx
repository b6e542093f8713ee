import { useEffect, useState } from 'react';
import { api, type TransferSummary } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';
import { platformLabel } from '../components/PlatformLabel';

const STATUS_LABELS: Record<TransferSummary['status'], string> = {
  pending: 'running',
  waiting_for_quota: 'waiting for quota',
  completed: 'completed',
  failed: 'failed',
};

/** The app's recent library transfers, for support: who, which way, how it ended, with counts. */
export function TransfersSection({ appId }: { appId: string }) {
  const [transfers, setTransfers] = useState<TransferSummary[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    api<{ transfers: TransferSummary[] }>('GET', `/apps/${appId}/transfers`).then(
      (result) => setTransfers(result.transfers),
      (failure: Error) => setError(failure.message),
    );
  }, [appId]);
  return (
    <section aria-labelledby="transfers" className="wide">
      <h2 id="transfers">Recent library transfers</h2>
      <ErrorMessage message={error} />
      {transfers && <TransfersTable transfers={transfers} />}
    </section>
  );
}

/** The list itself, apart from loading it. */
export function TransfersTable({ transfers }: { transfers: TransferSummary[] }) {
  if (transfers.length === 0) {
    return <p className="empty">No library transfers yet. Transfers started for this app's listeners appear here with what they moved.</p>;
  }
  return (
    <div className="table-scroll">
      <table className="tasks" data-testid="transfers">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">From → to</th>
            <th scope="col">Status</th>
            <th scope="col">Added</th>
            <th scope="col">Already there</th>
            <th scope="col">Left out</th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((transfer) => (
            <tr key={transfer.id} data-transfer={transfer.id}>
              <td>
                <code>{transfer.user_id}</code>
                <div className="muted">{new Date(transfer.created_at).toLocaleString()}</div>
              </td>
              <td className="nowrap">
                {platformLabel(transfer.from)} → {platformLabel(transfer.to)}
              </td>
              <td>
                <span className="nowrap">{STATUS_LABELS[transfer.status] ?? transfer.status}</span>
                {transfer.error && (
                  <div className="muted">
                    {transfer.error.code}: {transfer.error.message}
                  </div>
                )}
              </td>
              <td>{transfer.counts.added}</td>
              <td>{transfer.counts.already_there}</td>
              <td>{transfer.counts.left_out}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
