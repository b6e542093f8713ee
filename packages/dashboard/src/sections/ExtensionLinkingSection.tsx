import { useState } from 'react';
import { api, type AppDetail } from '../api';
import { ErrorMessage, Status } from '../components/ErrorMessage';

/**
 * Whether browser extensions may link listeners through this app: the browser's own sign-in
 * window ends on the extension's web-auth address, which the server then allows without listing it.
 */
export function ExtensionLinkingSection({ app, onChange, manager }: { app: AppDetail; onChange: (app: AppDetail) => void; manager: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    setError(undefined);
    setStatus(undefined);
    try {
      const saved = await api<AppDetail>('PUT', `/apps/${app.id}/extension-linking`, { enabled });
      onChange(saved);
      setStatus(saved.extension_linking ? 'Extension linking is on.' : 'Extension linking is off.');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="extension-linking">
      <h2 id="extension-linking">Browser extensions</h2>
      <label className="switch">
        <input
          type="checkbox"
          id="extension-linking-toggle"
          checked={app.extension_linking}
          disabled={!manager || busy}
          onChange={(event) => void toggle(event.target.checked)}
          aria-describedby="extension-linking-hint extension-linking-error"
        />
        Let browser extensions link listeners' accounts
      </label>
      <p className="hint" id="extension-linking-hint">
        The Segue extension (and any extension using this app's public key) links in the browser's own sign-in window, which ends on an address of
        the extension (<code>https://&lt;extension id&gt;.chromiumapp.org/…</code>). On, those addresses are accepted without listing them; listeners need
        nothing else. Conversions work either way.
      </p>
      <ErrorMessage message={error} id="extension-linking-error" />
      <Status message={status} />
    </section>
  );
}
