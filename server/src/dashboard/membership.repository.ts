import type { Queryable } from '../db/queryable';
import type { Organization } from '../apps/organization.repository';
import type { Role } from './roles';

export type { Role } from './roles';

export interface MemberOrganization extends Organization {
  role: Role;
  appCount: number;
}

export interface Member {
  accountId: string;
  email: string;
  role: Role;
  addedAt: Date;
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;

/** A unique violation (23505): another request took the name between the check and the update. */
const nameTaken = (error: unknown): false => {
  if ((error as { code?: unknown }).code === '23505') return false;
  throw error;
};

/** Who may see which organization, plus the organization and app edits only the dashboard makes. */
export function createMembershipRepository(db: Queryable) {
  return {
    /** Adds the account (no-op when it is already a member); returns whether a row was added. */
    async add(organizationId: string, accountId: string, role: Role): Promise<boolean> {
      const result = await db.query(
        `INSERT INTO organization_members (organization_id, account_id, role) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [organizationId, accountId, role],
      );
      return (result.rowCount ?? 0) > 0;
    },

    /** Adds every account that is not a member yet with `role`; returns how many were added. */
    async addEveryAccount(organizationId: string, role: Role): Promise<number> {
      const result = await db.query(
        `INSERT INTO organization_members (organization_id, account_id, role)
         SELECT $1, id, $2 FROM accounts ON CONFLICT DO NOTHING`,
        [organizationId, role],
      );
      return result.rowCount ?? 0;
    },

    /**
     * Removes the member unless that would leave the organization without an owner. The owner rows
     * are locked first, so two owners removing each other at once cannot both succeed.
     */
    async remove(organizationId: string, accountId: string): Promise<boolean> {
      const result = await db.query(
        `WITH owners AS (SELECT account_id FROM organization_members WHERE organization_id = $1 AND role = 'owner' FOR UPDATE)
         DELETE FROM organization_members WHERE organization_id = $1 AND account_id = $2
           AND (role <> 'owner' OR (SELECT count(*) FROM owners) > 1)`,
        [organizationId, accountId],
      );
      return (result.rowCount ?? 0) > 0;
    },

    /** Changes the member's role unless that would leave the organization without an owner (rows locked as in `remove`). */
    async setRole(organizationId: string, accountId: string, role: Role): Promise<boolean> {
      const result = await db.query(
        `WITH owners AS (SELECT account_id FROM organization_members WHERE organization_id = $1 AND role = 'owner' FOR UPDATE)
         UPDATE organization_members SET role = $3 WHERE organization_id = $1 AND account_id = $2
           AND ($3 = 'owner' OR role <> 'owner' OR (SELECT count(*) FROM owners) > 1)`,
        [organizationId, accountId, role],
      );
      return (result.rowCount ?? 0) > 0;
    },

    async organizationsOf(accountId: string): Promise<MemberOrganization[]> {
      const result = await db.query<{ id: string; name: string; created_at: Date; role: Role; app_count: string }>(
        `SELECT o.id, o.name, o.created_at, m.role,
                (SELECT count(*) FROM apps WHERE apps.organization_id = o.id) AS app_count
         FROM organization_members m JOIN organizations o ON o.id = m.organization_id
         WHERE m.account_id = $1 ORDER BY o.created_at, o.name`,
        [accountId],
      );
      return result.rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.created_at,
        role: row.role,
        appCount: Number(row.app_count),
      }));
    },

    async roleOf(organizationId: string, accountId: string): Promise<Role | undefined> {
      const result = await db.query<{ role: Role }>(
        'SELECT role FROM organization_members WHERE organization_id = $1 AND account_id = $2',
        [organizationId, accountId],
      );
      return result.rows[0]?.role;
    },

    async members(organizationId: string): Promise<Member[]> {
      const result = await db.query<{ account_id: string; email: string; role: Role; created_at: Date }>(
        `SELECT m.account_id, a.email, m.role, m.created_at FROM organization_members m
         JOIN accounts a ON a.id = m.account_id WHERE m.organization_id = $1 ORDER BY m.created_at`,
        [organizationId],
      );
      return result.rows.map((row) => ({ accountId: row.account_id, email: row.email, role: row.role, addedAt: row.created_at }));
    },

    /**
     * A new organization the account made and owns, in one statement; undefined when the account
     * already belongs to an organization of that name (names are unique per account, not per server).
     */
    async createOrganization(accountId: string, name: string): Promise<Organization | undefined> {
      const result = await db
        .query<{ id: string; name: string; created_at: Date }>(
          `WITH created AS (
             INSERT INTO organizations (name, created_by)
             SELECT $2, $1 WHERE NOT EXISTS (
               SELECT 1 FROM organization_members m JOIN organizations o ON o.id = m.organization_id
               WHERE m.account_id = $1 AND o.name = $2)
             RETURNING id, name, created_at),
           owner AS (INSERT INTO organization_members (organization_id, account_id, role) SELECT id, $1, 'owner' FROM created)
           SELECT * FROM created`,
          [accountId, name],
        )
        .catch(nameTaken);
      const row = result === false ? undefined : result.rows[0];
      return row && { id: row.id, name: row.name, createdAt: row.created_at };
    },

    /**
     * False when a member of the organization already belongs to another one of that name. Renamed
     * from the dashboard, an operator's organization becomes the renaming account's, so its new
     * name is checked among accounts' names, never among the whole server's.
     */
    async renameOrganization(id: string, name: string, accountId: string): Promise<boolean> {
      const result = await db
        .query(
          `UPDATE organizations SET name = $2, created_by = COALESCE(created_by, $3) WHERE id = $1
           AND NOT EXISTS (
             SELECT 1 FROM organization_members mine
             JOIN organization_members theirs ON theirs.account_id = mine.account_id
             JOIN organizations other ON other.id = theirs.organization_id
             WHERE mine.organization_id = $1 AND other.id <> $1 AND other.name = $2)`,
          [id, name, accountId],
        )
        .catch(nameTaken);
      return result !== false && (result.rowCount ?? 0) > 0;
    },

    /** Deletes the organization; its apps, keys, integrations and usage go with it (ON DELETE CASCADE). */
    async deleteOrganization(id: string): Promise<void> {
      await db.query('DELETE FROM organizations WHERE id = $1', [id]);
    },

    /** False when the organization already has another app of that name. */
    async renameApp(id: string, name: string): Promise<boolean> {
      const result = await db
        .query(
          `UPDATE apps SET name = $2, updated_at = now() WHERE id = $1
           AND NOT EXISTS (SELECT 1 FROM apps other WHERE other.organization_id = apps.organization_id
                           AND other.name = $2 AND other.id <> $1)`,
          [id, name],
        )
        .catch(nameTaken);
      return result !== false && (result.rowCount ?? 0) > 0;
    },

    /**
     * Deletes the app. Its keys stop working with it: the key lookup finds no app, and the
     * revoked-key rows go too, so a deleted app's keys answer "not the key of any app".
     */
    async deleteApp(id: string): Promise<void> {
      await db.query('DELETE FROM apps WHERE id = $1', [id]);
    },
  };
}
