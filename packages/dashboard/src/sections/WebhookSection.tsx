import { useState, type FormEvent } from 'react';
import { api, type AppDetail } from '../api';
import { CopyField } from '../components/CopyField';
import { ErrorMessage, Status } from '../components/ErrorMessage';
import { DeliveryLog } from './DeliveryLog';

type WithSecret = { app: AppDetail; secret: string };
type TestResult = { ok: boolean; status?: number; reason?: string; id: string };

/** Webhook URL, its signing secret (shown once when set or rotated) and a signed test event. */
export function WebhookSection({ app, onChange, manager }: { app: AppDetail; onChange: (app: AppDetail) => void; manager: boolean }) {
  const [url, setUrl] = useState(app.webhook_url ?? '');
  const [secret, setSecret] = useState<string>();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [logVersion, setLogVersion] = useState(0);

  const act = async (action: () => Promise<void>) => {
    setError(undefined);
    setStatus(undefined);
    try {
      await action();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const withSecret = (result: WithSecret) => {
    onChange(result.app);
    setSecret(result.secret);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => withSecret(await api<WithSecret>('PUT', `/apps/${app.id}/webhook`, { url })));
  };

  if (!manager) {
    return (
      <section aria-labelledby="webhook" className="wide">
        <h2 id="webhook">Webhook</h2>
        <p>{app.webhook_url ? <code>{app.webhook_url}</code> : <span className="muted">not set</span>}</p>
        {app.webhook_url && <DeliveryLog appId={app.id} manager={false} version={0} />}
      </section>
    );
  }
  return (
    <section aria-labelledby="webhook" className="wide">
      <h2 id="webhook">Webhook</h2>
      <form className="inline-form" onSubmit={save}>
        <label htmlFor="webhook-url">Webhook URL</label>
        <input id="webhook-url" type="url" required value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://example.com/segue-events" />
        <button type="submit">{app.webhook_url ? 'Save URL (new secret)' : 'Set webhook'}</button>
      </form>
      {secret && (
        <div className="callout">
          <CopyField label="Signing secret" value={secret} testId="webhook-secret" secret />
          <p>Store it now: it is shown only this once. Events carry Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature v1 HMAC-SHA256); verify them with any Standard Webhooks library and this secret.</p>
        </div>
      )}
      {app.webhook_url && (
        <>
          <p>
            Signing secret: <span className="muted">{app.webhook_secret_set ? 'set' : 'not set'}</span>
          </p>
          <div className="actions">
            <button
              type="button"
              onClick={() =>
                void act(async () => {
                  const result = await api<TestResult>('POST', `/apps/${app.id}/webhook/test`);
                  if (result.ok) setStatus(`Test event ${result.id} delivered (HTTP ${result.status}). Test events are not kept in the log below.`);
                  else setError(`Test event not delivered: ${result.reason ?? 'unknown reason'}`);
                })
              }
            >
              Send test event
            </button>
            {confirmRotate ? (
              <span className="confirm" role="group" aria-label="Confirm secret rotation">
                The current secret stops signing at once: events your receiver checks with it will fail until it has the new one.{' '}
                <button
                  type="button"
                  className="danger"
                  onClick={() =>
                    void act(async () => {
                      withSecret(await api<WithSecret>('POST', `/apps/${app.id}/webhook/rotate-secret`));
                      setConfirmRotate(false);
                    })
                  }
                >
                  Yes, rotate the secret
                </button>{' '}
                <button type="button" onClick={() => setConfirmRotate(false)}>
                  Cancel
                </button>
              </span>
            ) : (
              <button type="button" onClick={() => setConfirmRotate(true)}>
                Rotate secret
              </button>
            )}
            <button
              type="button"
              className="danger"
              onClick={() =>
                void act(async () => {
                  onChange(await api<AppDetail>('DELETE', `/apps/${app.id}/webhook`));
                  setUrl('');
                  setSecret(undefined);
                })
              }
            >
              Remove webhook
            </button>
          </div>
        </>
      )}
      <ErrorMessage message={error} />
      <Status message={status} />
      {app.webhook_url && <DeliveryLog appId={app.id} manager version={logVersion} onRedelivered={() => setLogVersion(logVersion + 1)} />}
    </section>
  );
}
