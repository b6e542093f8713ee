import { useState, type FormEvent } from 'react';
import { api, type AppDetail } from '../api';
import { ErrorMessage, Status } from '../components/ErrorMessage';

/** The allow-list of URLs users may be sent back to after linking; the server validates each. */
export function RedirectUrlsSection({ app, onChange, manager }: { app: AppDetail; onChange: (app: AppDetail) => void; manager: boolean }) {
  const [text, setText] = useState(app.redirect_urls.join('\n'));
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setStatus(undefined);
    try {
      const saved = await api<AppDetail>('PUT', `/apps/${app.id}/redirect-urls`, { urls: text.split('\n') });
      onChange(saved);
      setText(saved.redirect_urls.join('\n'));
      setStatus('Redirect URLs saved.');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <section aria-labelledby="redirects">
      <h2 id="redirects">Redirect URL allow-list</h2>
      <form onSubmit={(event) => void save(event)}>
        <label htmlFor="redirect-urls">Allowed redirect URLs, one per line</label>
        <textarea id="redirect-urls" rows={4} value={text} onChange={(event) => setText(event.target.value)} aria-describedby="redirects-hint redirects-error" spellCheck={false} readOnly={!manager} />
        <p className="hint" id="redirects-hint">
          Absolute http(s) URLs without a #fragment, at most 20. After linking, users are sent back only to one of these.
        </p>
        <ErrorMessage message={error} id="redirects-error" />
        {manager && <button type="submit">Save redirect URLs</button>}
        <Status message={status} />
      </form>
    </section>
  );
}
