import { useEffect, useState } from 'react';
import { api, type ReceivedInvitation } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';
import { navigate } from '../router';

/** Invitations addressed to the signed-in account: nothing joins an organization until it is accepted here. */
export function ReceivedInvitations() {
  const [list, setList] = useState<ReceivedInvitation[]>([]);
  const [error, setError] = useState<string>();

  useEffect(() => {
    api<ReceivedInvitation[]>('GET', '/invitations').then(setList, (failure: Error) => setError(failure.message));
  }, []);

  const answer = async (invitation: ReceivedInvitation, verb: 'accept' | 'decline') => {
    setError(undefined);
    try {
      await api('POST', `/invitations/${invitation.id}/${verb}`);
      if (verb === 'accept') navigate(`/orgs/${invitation.organization_id}`);
      else setList(list.filter((entry) => entry.id !== invitation.id));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  if (list.length === 0 && !error) return null;
  return (
    <section aria-labelledby="received-invitations" className="callout">
      <h2 id="received-invitations">Invitations</h2>
      <ul className="plain">
        {list.map((invitation) => (
          <li key={invitation.id}>
            <strong>{invitation.organization_name}</strong> invites you as {invitation.role}
            {invitation.invited_by && <span className="muted"> (from {invitation.invited_by})</span>}
            <span className="muted">, until {new Date(invitation.expires_at).toLocaleDateString()}</span>{' '}
            <button type="button" className="primary" onClick={() => void answer(invitation, 'accept')}>
              Accept invitation to {invitation.organization_name}
            </button>{' '}
            <button type="button" onClick={() => void answer(invitation, 'decline')}>
              Decline
            </button>
          </li>
        ))}
      </ul>
      <ErrorMessage message={error} />
    </section>
  );
}
