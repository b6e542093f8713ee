import { useState, type FormEvent } from 'react';
import { api, type Integration, type PlatformFields } from '../api';
import { ErrorMessage, Status } from '../components/ErrorMessage';
import { platformLabel } from '../components/PlatformLabel';
import { withFormLabels } from '../components/form-labels';
import { credentialLabel } from './credential-labels';
import { RemoveIntegration } from './RemoveIntegration';

/** What a platform's fields are for, where the labels alone do not say. */
const HINTS: Record<string, string> = {
  deezer:
    "Conversions need no credentials: Deezer's catalog is open. An application ID and secret key (both or neither, from a Deezer app; Deezer registers no new apps since 2024) are needed only to link listeners' Deezer accounts.",
  ytmusic:
    "The catalog needs no credentials. A Google OAuth client (ID and secret, both or neither, with this server's /v1/auth/ytmusic/callback as an authorised redirect URI) is needed only to link listeners' YouTube Music accounts; enable the YouTube Data API v3 in its Google Cloud project (accounts are read through it, 10,000 quota units a day by default, 50 per track added to a playlist). Where Google granted the project more after its audit, give the daily units: library transfers plan their writes within them.",
};

interface Check {
  ok: boolean;
  verdict: string;
  message: string;
}

/** One platform's credentials: secrets are write-only, the saved state shows only what is set. */
export function IntegrationForm({
  appId,
  spec,
  saved,
  onSaved,
  manager,
}: {
  appId: string;
  spec: PlatformFields;
  saved: Integration | undefined;
  onSaved: () => void;
  /** Owners and admins change credentials; developers see only what is set. */
  manager: boolean;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState(!saved && manager);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [check, setCheck] = useState<Check>();
  const [removing, setRemoving] = useState(false);
  const prefix = `${spec.platform}-`;

  const act = async (action: () => Promise<void>) => {
    setError(undefined);
    setStatus(undefined);
    try {
      await action();
    } catch (failure) {
      // Named as the form names its fields, not by their API names.
      setError(withFormLabels((failure as Error).message, Object.fromEntries(spec.fields.map((field) => [field.name, credentialLabel(field.name)]))));
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await api('PUT', `/apps/${appId}/integrations/${spec.platform}`, { credentials: values });
      setValues({});
      setEditing(false);
      setStatus('Saved. Secrets are stored encrypted and are never shown again.');
      onSaved();
    });
  };

  return (
    <div className="integration" data-platform={spec.platform}>
      {saved && (
        <dl className="saved">
          {Object.entries(saved.settings).map(([field, value]) => (
            <div key={field}>
              <dt>{credentialLabel(field)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {saved.secret_fields_set.map((field) => (
            <div key={field}>
              <dt>{credentialLabel(field)}</dt>
              <dd>set</dd>
            </div>
          ))}
          <div>
            <dt>Updated</dt>
            <dd>{new Date(saved.updated_at).toLocaleString()}</dd>
          </div>
        </dl>
      )}
      {manager && saved && !editing && removing && (
        <RemoveIntegration
          platform={spec.platform}
          secretFields={saved.secret_fields_set}
          onCancel={() => setRemoving(false)}
          onRemove={() =>
            act(async () => {
              await api('DELETE', `/apps/${appId}/integrations/${spec.platform}`);
              setRemoving(false);
              setEditing(true);
              onSaved();
            })
          }
        />
      )}
      {manager && saved && !editing && !removing && (
        <div className="actions">
          <button type="button" onClick={() => void act(async () => setCheck(await api<Check>('POST', `/apps/${appId}/integrations/${spec.platform}/test`)))}>
            Test credentials
          </button>
          {spec.fields.length > 0 && (
            <button type="button" onClick={() => setEditing(true)}>
              Replace credentials
            </button>
          )}
          <button type="button" className="danger" onClick={() => setRemoving(true)}>
            Remove…
          </button>
        </div>
      )}
      {check && (
        <p className={check.ok ? 'ok' : 'error'} role="status" aria-live="polite">
          {check.ok ? '✓ ' : '✗ '}
          {check.message}
        </p>
      )}
      {editing && (
        <form onSubmit={save}>
          {spec.fields.length === 0 && <p className="hint">This platform needs no credentials: saving turns it on for the app.</p>}
          {HINTS[spec.platform] && <p className="hint">{HINTS[spec.platform]}</p>}
          {spec.fields.map((field) => {
            const id = `${prefix}${field.name}`;
            const common = {
              id,
              name: field.name,
              required: !field.optional,
              value: values[field.name] ?? '',
              autoComplete: 'off',
              spellCheck: false,
              'aria-describedby': `${prefix}error`,
            };
            const set = (value: string) => setValues({ ...values, [field.name]: value });
            return (
              <div key={field.name} className="field">
                <label htmlFor={id}>
                  {credentialLabel(field.name)}
                  {field.optional && <span className="muted"> (optional)</span>}
                </label>
                {field.name === 'private_key' ? (
                  <textarea {...common} rows={5} onChange={(event) => set(event.target.value)} placeholder="-----BEGIN PRIVATE KEY-----" />
                ) : (
                  <input {...common} type={field.secret ? 'password' : 'text'} onChange={(event) => set(event.target.value)} />
                )}
              </div>
            );
          })}
          <div className="actions">
            <button type="submit" className="primary">
              Save {platformLabel(spec.platform)} integration
            </button>
            {saved && (
              <button type="button" onClick={() => setEditing(false)}>
                Cancel
              </button>
            )}
          </div>
        </form>
      )}
      <ErrorMessage message={error} id={`${prefix}error`} />
      <Status message={status} />
    </div>
  );
}
