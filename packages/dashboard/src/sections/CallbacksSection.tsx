import { useState } from 'react';
import { api, type AppDetail } from '../api';
import { CopyField } from '../components/CopyField';
import { ErrorMessage, Status } from '../components/ErrorMessage';
import { platformLabel } from '../components/PlatformLabel';

/** The Deezer state token and the exact redirect URLs to register in each platform's console. */
export function CallbacksSection({ app, onChange, manager }: { app: AppDetail; onChange: (app: AppDetail) => void; manager: boolean }) {
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const rotate = async () => {
    setError(undefined);
    try {
      onChange(await api<AppDetail>('POST', `/apps/${app.id}/deezer-state/rotate`));
      setStatus('New Deezer state: update the redirect URL registered on Deezer.');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <section aria-labelledby="callbacks">
      <h2 id="callbacks">Platform callback URLs</h2>
      <p className="hint">Register these redirect URLs in each platform's developer console for account linking (for YouTube Music, as an authorised redirect URI of the Google OAuth client).</p>
      {app.callback_urls.map((callback) => (
        <CopyField key={callback.platform} label={`${platformLabel(callback.platform)} callback URL`} value={callback.url} />
      ))}
      <CopyField label="Deezer state token" value={app.deezer_state} testId="deezer-state" />
      {manager && (
        <button type="button" onClick={() => void rotate()}>
          Rotate Deezer state
        </button>
      )}
      <Status message={status} />
      <ErrorMessage message={error} />
    </section>
  );
}
