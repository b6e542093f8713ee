import { useState, type FormEvent } from 'react';
import { api, atLeast, ROLES, type Invitation, type Member, type OrganizationDetail, type Role } from '../api';
import { CopyField } from '../components/CopyField';
import { ErrorMessage, Status } from '../components/ErrorMessage';

/**
 * Members and invitations. Owners change roles and remove anyone but the last owner; admins
 * invite developers and admins, revoke invitations and remove developers; everyone may leave.
 */
export function MembersSection({ org, accountId, reload }: { org: OrganizationDetail; accountId: string; reload: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('developer');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [handOver, setHandOver] = useState<{ email: string; url: string }>();
  const owner = org.role === 'owner';
  const manager = atLeast(org.role, 'admin');

  const run = async (action: () => Promise<string | undefined>) => {
    setError(undefined);
    setStatus(undefined);
    try {
      setStatus(await action());
      reload();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const invite = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const sent = await api<Invitation>('POST', `/organizations/${org.id}/invitations`, { email, role });
      setEmail('');
      setHandOver(sent.accept_url ? { email: sent.email, url: sent.accept_url } : undefined);
      return sent.accept_url
        ? `Invitation recorded for ${sent.email}. This server sends no e-mail: hand them the link below (shown only now); it works once, only for the account of that address.`
        : `Invitation recorded: an accept link is on its way to ${sent.email}.`;
    });
  };
  const mayRemove = (member: Member) => member.account_id === accountId || owner || (manager && member.role === 'developer');

  return (
    <section aria-labelledby="members">
      <h2 id="members">Members</h2>
      <ul className="plain">
        {org.members.map((member) => (
          <li key={member.account_id}>
            {member.email}{' '}
            {owner ? (
              <select
                aria-label={`Role of ${member.email}`}
                value={member.role}
                onChange={(event) => void run(async () => { await api('PATCH', `/organizations/${org.id}/members/${member.account_id}`, { role: event.target.value }); return 'Role changed.'; })}
              >
                {ROLES.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            ) : (
              <span className="muted">({member.role})</span>
            )}{' '}
            {mayRemove(member) && (
              <button
                type="button"
                className="link"
                aria-label={member.account_id === accountId ? 'Leave the organization' : `Remove ${member.email}`}
                onClick={() => void run(async () => { await api('DELETE', `/organizations/${org.id}/members/${member.account_id}`); return undefined; })}
              >
                {member.account_id === accountId ? 'Leave' : 'Remove'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {manager && org.invitations.length > 0 && (
        <>
          <h3>Pending invitations</h3>
          <ul className="plain">
            {org.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} <span className="muted">({invitation.role}, until {new Date(invitation.expires_at).toLocaleDateString()})</span>{' '}
                <button
                  type="button"
                  className="link"
                  aria-label={`Revoke the invitation of ${invitation.email}`}
                  onClick={() => void run(async () => { await api('DELETE', `/organizations/${org.id}/invitations/${invitation.id}`); return 'Invitation revoked.'; })}
                >
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {manager && (
        <form className="inline-form" onSubmit={invite}>
          <label htmlFor="invite">Invite by e-mail (they accept with the link sent to it)</label>
          <input id="invite" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {ROLES.filter((value) => atLeast(org.role, value)).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          <button type="submit">Send invitation</button>
        </form>
      )}
      {!manager && <p className="hint">Owners and admins invite people and manage apps; as a developer you can read apps, usage and tasks.</p>}
      <ErrorMessage message={error} />
      <Status message={status} />
      {handOver && <CopyField label={`Invitation link for ${handOver.email}`} value={handOver.url} testId="invitation-link" secret />}
    </section>
  );
}
