import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, atLeast, type AppSummary, type OrganizationDetail } from '../api';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { CopyField } from '../components/CopyField';
import { ErrorMessage } from '../components/ErrorMessage';
import { InlineRename } from '../components/InlineRename';
import { Link, navigate } from '../router';
import { MembersSection } from '../sections/MembersSection';
import { platformLabel } from '../components/PlatformLabel';

export function OrganizationPage({ id, accountId }: { id: string; accountId: string }) {
  const [org, setOrg] = useState<OrganizationDetail>();
  const [error, setError] = useState<string>();
  const [appName, setAppName] = useState('');
  const [created, setCreated] = useState<AppSummary & { private_key: string }>();

  const load = useCallback(() => {
    api<OrganizationDetail>('GET', `/organizations/${id}`).then(setOrg, (failure: Error) => setError(failure.message));
  }, [id]);
  useEffect(load, [load]);

  const run = async (action: () => Promise<void>) => {
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  if (!org) {
    return (
      <main id="main">
        <ErrorMessage message={error} />
        {!error && <p>Loading…</p>}
      </main>
    );
  }

  const createApp = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setCreated(await api<AppSummary & { private_key: string }>('POST', `/organizations/${id}/apps`, { name: appName }));
      setAppName('');
      load();
    });
  };
  const manager = atLeast(org.role, 'admin');

  return (
    <main id="main">
      <p className="crumbs">
        <Link to="/">Organizations</Link> /
      </p>
      <div className="title-row">
        <h1>{org.name}</h1>
        {manager && (
          <InlineRename
            label="New organization name"
            name={org.name}
            onRename={async (name) => {
              await api('PATCH', `/organizations/${id}`, { name });
              load();
            }}
          />
        )}
      </div>
      <ErrorMessage message={error} />

      {created && (
        <section className="callout" aria-labelledby="created-app">
          <h2 id="created-app">App “{created.name}” created</h2>
          <p>Store the private key now: it is shown only this once. Only a hash of it is kept.</p>
          <CopyField label="Public key" value={created.public_key} testId="created-public-key" />
          <CopyField label="Private key" value={created.private_key} testId="created-private-key" secret />
          <button type="button" className="primary" onClick={() => navigate(`/apps/${created.id}`)}>
            Open {created.name}
          </button>
        </section>
      )}

      <section aria-labelledby="apps">
        <h2 id="apps">Apps</h2>
        {org.apps.length === 0 ? (
          <p className="empty">No apps yet.</p>
        ) : (
          <ul className="cards">
            {org.apps.map((app) => (
              <li key={app.id}>
                <Link to={`/apps/${app.id}`}>{app.name}</Link>
                <span className="muted">{app.platforms.length > 0 ? app.platforms.map(platformLabel).join(', ') : 'no integrations yet'}</span>
              </li>
            ))}
          </ul>
        )}
        {manager && (
          <form className="inline-form" onSubmit={createApp}>
            <label htmlFor="app-name">App name</label>
            <input id="app-name" required maxLength={100} value={appName} onChange={(event) => setAppName(event.target.value)} />
            <button type="submit" className="primary">
              Create app
            </button>
          </form>
        )}
      </section>

      <MembersSection org={org} accountId={accountId} reload={load} />

      {org.role === 'owner' && (
        <section aria-labelledby="danger">
          <h2 id="danger">Danger zone</h2>
          <ConfirmDelete
            kind="organization"
            name={org.name}
            consequence="This deletes the organization and all its apps. Their keys stop working at once."
            onDelete={async () => {
              await api('DELETE', `/organizations/${id}`);
              navigate('/');
            }}
          />
        </section>
      )}
    </main>
  );
}
