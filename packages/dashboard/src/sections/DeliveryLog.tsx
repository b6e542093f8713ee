import { useCallback, useEffect, useState } from 'react';
import { api, type WebhookDelivery } from '../api';
import { ErrorMessage, Status } from '../components/ErrorMessage';

const outcome = (delivery: WebhookDelivery) =>
  delivery.status_code !== null && delivery.status_code >= 200 && delivery.status_code < 300 ? `delivered (HTTP ${delivery.status_code})` : (delivery.error ?? `HTTP ${delivery.status_code}`);

/**
 * The app's last 50 delivery attempts, newest first, with a Redeliver button per event for
 * owners and admins: one attempt now, with the event's original body and webhook-id.
 */
export function DeliveryLog({ appId, manager, version, onRedelivered }: { appId: string; manager: boolean; version: number; onRedelivered?: () => void }) {
  const [deliveries, setDeliveries] = useState<WebhookDelivery[]>();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const load = useCallback(() => {
    api<WebhookDelivery[]>('GET', `/apps/${appId}/webhook/deliveries`).then(setDeliveries, (failure: Error) => setError(failure.message));
  }, [appId]);
  useEffect(load, [load, version]);

  const redeliver = async (delivery: WebhookDelivery) => {
    setError(undefined);
    setStatus(undefined);
    try {
      await api('POST', `/apps/${appId}/webhook/deliveries/${delivery.webhook_id}/redeliver`);
      setStatus(`Redelivery of ${delivery.webhook_id} queued: press Refresh in a moment to see its attempt.`);
      onRedelivered?.();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  // One button per event, on its newest attempt.
  const newest = new Set<string>();
  const seen = new Set<string>();
  for (const delivery of deliveries ?? []) {
    if (!seen.has(delivery.webhook_id)) newest.add(delivery.id);
    seen.add(delivery.webhook_id);
  }

  return (
    <div className="delivery-log">
      <div className="title-row">
        <h3 id="deliveries">Delivery log</h3>
        <button type="button" onClick={load}>
          Refresh
        </button>
      </div>
      {deliveries && deliveries.length === 0 && <p className="empty">No events sent yet. Playlist tasks that finish send one here; attempts are kept 30 days.</p>}
      {deliveries && deliveries.length > 0 && (
        <div className="table-scroll">
          <table aria-labelledby="deliveries" className="deliveries">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">Attempt</th>
                <th scope="col">Outcome</th>
                {manager && <th scope="col"><span className="visually-hidden">Action</span></th>}
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td className="nowrap">{new Date(delivery.attempted_at).toLocaleString()}</td>
                  <td>
                    <code>{delivery.event}</code>
                    <div className="muted">{delivery.webhook_id}</div>
                  </td>
                  <td>{delivery.attempt}</td>
                  <td>
                    {outcome(delivery)} <span className="muted">· {delivery.duration_ms} ms</span>
                    {delivery.next_attempt_at && <div className="muted">next try {new Date(delivery.next_attempt_at).toLocaleString()}</div>}
                  </td>
                  {manager && (
                    <td>
                      {newest.has(delivery.id) && (
                        <button type="button" onClick={() => void redeliver(delivery)} aria-label={`Redeliver ${delivery.webhook_id}`}>
                          Redeliver
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ErrorMessage message={error} />
      <Status message={status} />
    </div>
  );
}
