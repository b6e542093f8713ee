import { useState } from 'react';
import { api, type AppDetail } from '../api';
import { ErrorMessage, Status } from '../components/ErrorMessage';
import { LineListSection } from './LineListSection';

/**
 * Whether browser extensions may link listeners through this app, and which: the browser's own
 * sign-in window ends on the extension's web-auth address, which the server then allows without
 * listing it, for the extensions named here only (any other could receive listeners' tokens).
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
        The Segue extension links in the browser's own sign-in window, which ends on an address of the extension (
        <code>https://&lt;extension id&gt;.chromiumapp.org/…</code>). On, those addresses are accepted for the extensions listed below (the Segue
        extension when none is named); the start page tells listeners which extension receives their token. Conversions work either way.
      </p>
      <ErrorMessage message={error} id="extension-linking-error" />
      <Status message={status} />
      {app.extension_linking && (
        <LineListSection
          app={app}
          onChange={onChange}
          manager={manager}
          list={{
            id: 'extension-ids',
            field: 'extension-ids-field',
            title: 'Extensions that may link',
            label: 'Extension ids, one per line',
            hint: 'Chrome: the 32-letter id chrome://extensions shows. Firefox: the add-on id (name@domain or {GUID}).',
            rows: 3,
            read: (current) => current.extension_ids,
            save: (ids) => api<AppDetail>('PUT', `/apps/${app.id}/extension-linking`, { enabled: true, extension_ids: ids }),
            saved: 'Extension ids saved.',
            button: 'Save extension ids',
          }}
        />
      )}
    </section>
  );
}
