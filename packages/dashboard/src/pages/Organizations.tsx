import { useEffect, useState, type FormEvent } from 'react';
import { api, type Meta, type Organization } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';
import { Link, navigate } from '../router';

export function Organizations({ meta }: { meta: Meta | undefined }) {
  const [list, setList] = useState<Organization[]>();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    api<Organization[]>('GET', '/organizations').then(setList, (failure: Error) => setError(failure.message));
  }, []);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const created = await api<Organization>('POST', '/organizations', { name });
      navigate(`/orgs/${created.id}`);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <main id="main">
      <h1>Organizations</h1>
      {meta?.sandbox_organization && (
        <p className="callout" data-testid="sandbox-note">
          Sandbox mode: every account owns the <strong>{meta.sandbox_organization}</strong> organization, where the sandbox app is (its keys are also in{' '}
          <code>.segue/sandbox.json</code>). Apps you create here get the platform simulators' credentials for all five platforms, so they convert at once.
        </p>
      )}
      {list && list.length === 0 && (
        <p className="empty">
          You are not in any organization yet. Create one below, or ask an owner or admin to invite your e-mail; open the invitation link they send (or hand) you to accept. Organizations made with the
          CLI are claimed with <code>pnpm segue orgs add-member &lt;org&gt; &lt;your e-mail&gt;</code>.
        </p>
      )}
      {list && list.length > 0 && (
        <ul className="cards">
          {list.map((org) => (
            <li key={org.id}>
              <Link to={`/orgs/${org.id}`}>{org.name}</Link>
              <span className="muted">
                {org.app_count} app{org.app_count === 1 ? '' : 's'} · {org.role}
              </span>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="new-org">
        <h2 id="new-org">New organization</h2>
        <form className="inline-form" onSubmit={(event) => void create(event)}>
          <label htmlFor="org-name">Organization name</label>
          <input id="org-name" required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className="primary">
            Create organization
          </button>
        </form>
        <ErrorMessage message={error} />
      </section>
    </main>
  );
}
