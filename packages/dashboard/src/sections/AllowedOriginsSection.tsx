import { useState, type FormEvent } from 'react';
import { api, type AppDetail } from '../api';
import { ErrorMessage, Status } from '../components/ErrorMessage';

/** The web origins whose pages may call the app's public-key routes; the server validates each. */
export function AllowedOriginsSection({ app, onChange, manager }: { app: AppDetail; onChange: (app: AppDetail) => void; manager: boolean }) {
  const [text, setText] = useState(app.allowed_origins.join('\n'));
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setStatus(undefined);
    try {
      const saved = await api<AppDetail>('PUT', `/apps/${app.id}/allowed-origins`, { origins: text.split('\n') });
      onChange(saved);
      setText(saved.allowed_origins.join('\n'));
      setStatus('Allowed origins saved.');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <section aria-labelledby="origins">
      <h2 id="origins">Allowed web origins (CORS)</h2>
      <form onSubmit={(event) => void save(event)}>
        <label htmlFor="allowed-origins">Origins whose pages may call convert, task and connect, one per line</label>
        <textarea id="allowed-origins" rows={3} value={text} onChange={(event) => setText(event.target.value)} aria-describedby="origins-hint origins-error" spellCheck={false} readOnly={!manager} />
        <p className="hint" id="origins-hint">
          scheme://host[:port], such as https://app.example.com, without a path. Leave empty to let pages of any origin call with the public key.
        </p>
        <ErrorMessage message={error} id="origins-error" />
        {manager && <button type="submit">Save allowed origins</button>}
        <Status message={status} />
      </form>
    </section>
  );
}
