import type { Queryable } from '../db/queryable';
import type { Role } from './roles';

export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  role: Role;
  createdAt: Date;
  expiresAt: Date;
}

/** What the invitee sees: which organization, from whom. */
export interface ReceivedInvitation extends Invitation {
  organizationName: string;
  invitedBy: string | null;
}

interface InvitationRow {
  id: string;
  organization_id: string;
  email: string;
  role: Role;
  created_at: Date;
  expires_at: Date;
  organization_name?: string;
  invited_by_email?: string | null;
}

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  organizationId: row.organization_id,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;

/**
 * Pending invitations to organizations, each with the SHA-256 of its accept token; expired ones
 * are ignored everywhere and swept on each new invitation.
 */
export function createInvitationRepository(db: Queryable) {
  return {
    /**
     * Records the invitation, replacing a pending one for the same address (new role, expiry and
     * token: an older link stops working). `invitedBy` is null for the operator's (`segue orgs invite`).
     */
    async upsert(
      invitation: { organizationId: string; email: string; role: Role; invitedBy: string | null; expiresAt: Date; tokenHash: Buffer },
      now: Date,
    ): Promise<Invitation> {
      await db.query('DELETE FROM organization_invitations WHERE expires_at <= $1', [now]);
      const result = await db.query<InvitationRow>(
        `INSERT INTO organization_invitations (organization_id, email, role, invited_by, expires_at, created_at, accept_token_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (organization_id, email) DO UPDATE
           SET role = EXCLUDED.role, invited_by = EXCLUDED.invited_by, expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at,
               accept_token_hash = EXCLUDED.accept_token_hash
         RETURNING *`,
        [invitation.organizationId, invitation.email, invitation.role, invitation.invitedBy, invitation.expiresAt, now, invitation.tokenHash],
      );
      return toInvitation(result.rows[0]!);
    },

    async pendingForOrganization(organizationId: string, now: Date): Promise<Invitation[]> {
      const result = await db.query<InvitationRow>(
        'SELECT * FROM organization_invitations WHERE organization_id = $1 AND expires_at > $2 ORDER BY created_at',
        [organizationId, now],
      );
      return result.rows.map(toInvitation);
    },

    /** The pending invitation of this token, only when it is addressed to `email`. */
    async pendingForToken(tokenHash: Buffer, email: string, now: Date): Promise<ReceivedInvitation | undefined> {
      const result = await db.query<InvitationRow>(
        `SELECT i.*, o.name AS organization_name, a.email AS invited_by_email
         FROM organization_invitations i
         JOIN organizations o ON o.id = i.organization_id
         LEFT JOIN accounts a ON a.id = i.invited_by
         WHERE i.accept_token_hash = $1 AND i.email = $2 AND i.expires_at > $3`,
        [tokenHash, email, now],
      );
      const row = result.rows[0];
      return row && { ...toInvitation(row), organizationName: row.organization_name!, invitedBy: row.invited_by_email ?? null };
    },

    /** Revokes an organization's invitation; false when there was none. */
    async delete(id: string, organizationId: string): Promise<boolean> {
      const result = await db.query('DELETE FROM organization_invitations WHERE id = $1 AND organization_id = $2', [id, organizationId]);
      return (result.rowCount ?? 0) > 0;
    },

    /** Declines with the token, for the invited address only; false when there was none. */
    async decline(tokenHash: Buffer, email: string): Promise<boolean> {
      const result = await db.query('DELETE FROM organization_invitations WHERE accept_token_hash = $1 AND email = $2', [tokenHash, email]);
      return (result.rowCount ?? 0) > 0;
    },

    /**
     * Turns the invitation into a membership, in one statement so its token is used once. Only
     * an invitation of this token, addressed to the account's e-mail and not expired, is taken;
     * an existing membership keeps its role. Undefined when there was no such invitation.
     */
    async accept(tokenHash: Buffer, account: { id: string; email: string }, now: Date): Promise<{ organizationId: string; role: Role } | undefined> {
      const result = await db.query<{ organization_id: string; role: Role }>(
        `WITH taken AS (
           DELETE FROM organization_invitations WHERE accept_token_hash = $1 AND email = $2 AND expires_at > $3 RETURNING organization_id, role
         ), joined AS (
           INSERT INTO organization_members (organization_id, account_id, role)
           SELECT organization_id, $4, role FROM taken ON CONFLICT DO NOTHING
         )
         SELECT organization_id, role FROM taken`,
        [tokenHash, account.email, now, account.id],
      );
      const row = result.rows[0];
      return row && { organizationId: row.organization_id, role: row.role };
    },
  };
}
