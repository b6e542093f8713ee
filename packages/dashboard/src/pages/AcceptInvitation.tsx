import { useEffect, useState } from 'react';
import { api, type ReceivedInvitation } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';
import { navigate } from '../router';

/** The token of an invitation link, from the URL fragment (`#token=…`), which the browser never sends to the server. */
export function invitationTokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/**
 * Where an invitation link (e-mailed, or handed over by the inviter) lands, signed in: the
 * invitation it carries, to accept or decline. Only the account of the invited address can.
 */
export function AcceptInvitation({ email }: { email: string }) {
  const [token] = useState(invitationTokenFromHash);
  const [invitation, setInvitation] = useState<ReceivedInvitation>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (token === '') return;
    api<ReceivedInvitation>('POST', '/invitations/preview', { token }).then(setInvitation, (failure: Error) => setError(failure.message));
  }, [token]);

  const answer = async (verb: 'accept' | 'decline') => {
    setError(undefined);
    try {
      const accepted = await api<{ organization_id: string }>('POST', `/invitations/${verb}`, { token });
      navigate(verb === 'accept' ? `/orgs/${accepted.organization_id}` : '/');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <main id="main">
      <h1>Invitation</h1>
      {token === '' && <p className="error">This page needs the invitation link you were sent. Ask the person who invited you for a new one.</p>}
      {invitation && (
        <section className="callout" aria-label="Invitation">
          <p>
            <strong>{invitation.organization_name}</strong> invites {email} as {invitation.role}
            {invitation.invited_by && <span className="muted"> (from {invitation.invited_by})</span>}
            <span className="muted">, until {new Date(invitation.expires_at).toLocaleDateString()}</span>.
          </p>
          <button type="button" className="primary" onClick={() => void answer('accept')}>
            Accept invitation to {invitation.organization_name}
          </button>{' '}
          <button type="button" onClick={() => void answer('decline')}>
            Decline
          </button>
        </section>
      )}
      <ErrorMessage message={error} />
    </main>
  );
}
