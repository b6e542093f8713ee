import { useState } from 'react';
import { api, type AppDetail } from '../api';
import { CopyField } from '../components/CopyField';
import { ErrorMessage } from '../components/ErrorMessage';

type Rotated = { app: AppDetail; public_key?: string; private_key?: string };

/** Public key, private key (shown once after rotation), and rotation (which revokes the old key). */
export function KeysSection({ app, onChange, manager }: { app: AppDetail; onChange: (app: AppDetail) => void; manager: boolean }) {
  const [privateKey, setPrivateKey] = useState<string>();
  const [confirming, setConfirming] = useState<'public' | 'private'>();
  const [error, setError] = useState<string>();

  const rotate = async (kind: 'public' | 'private') => {
    setError(undefined);
    try {
      const result = await api<Rotated>('POST', `/apps/${app.id}/keys/${kind}/rotate`);
      onChange(result.app);
      if (result.private_key) setPrivateKey(result.private_key);
      setConfirming(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <section aria-labelledby="keys">
      <h2 id="keys">API keys</h2>
      <CopyField label="Public key" value={app.public_key} testId="public-key" />
      <p className="hint">
        Send it as <code>x-segue-public-key</code> for conversions and tasks. It may ship in browser code.
      </p>
      {privateKey ? (
        <div className="callout">
          <CopyField label="New private key" value={privateKey} testId="new-private-key" secret />
          <p>Store it now: it is shown only this once.</p>
        </div>
      ) : (
        <p>
          Private key: <span className="muted">hidden (only a hash is kept){app.private_key_rotated_at ? `, last replaced ${new Date(app.private_key_rotated_at).toLocaleString()}` : ''}</span>
        </p>
      )}
      <p className="hint">
        Send it as <code>x-segue-key</code> from your backend only. If a key leaked, rotate it: the old key is refused at once.
      </p>
      {manager && (
        <div className="actions">
          {(['public', 'private'] as const).map((kind) =>
            confirming === kind ? (
              <span key={kind} className="confirm">
                Revoke the current {kind} key and issue a new one?{' '}
                <button type="button" className="danger" onClick={() => void rotate(kind)}>
                  Yes, rotate {kind} key
                </button>{' '}
                <button type="button" onClick={() => setConfirming(undefined)}>
                  Cancel
                </button>
              </span>
            ) : (
              <button key={kind} type="button" onClick={() => setConfirming(kind)}>
                Rotate {kind} key
              </button>
            ),
          )}
        </div>
      )}
      <ErrorMessage message={error} />
    </section>
  );
}
