import type { Queryable } from '../db/queryable';

export interface Organization {
  id: string;
  name: string;
  createdAt: Date;
}

interface OrganizationRow {
  id: string;
  name: string;
  created_at: Date;
}

const toOrganization = (row: OrganizationRow): Organization => ({ id: row.id, name: row.name, createdAt: row.created_at });

export type OrganizationRepository = ReturnType<typeof createOrganizationRepository>;

export function createOrganizationRepository(db: Queryable) {
  return {
    // The operator's organizations (no creator account): their names are unique among themselves
    // (`organizations_operator_name`), those made from the dashboard per creating account.

    /** An operator's organization; undefined when another operator's organization has the name. */
    async insert(name: string): Promise<Organization | undefined> {
      const result = await db.query<OrganizationRow>(
        'INSERT INTO organizations (name) VALUES ($1) ON CONFLICT (name) WHERE created_by IS NULL DO NOTHING RETURNING *',
        [name],
      );
      return result.rows[0] && toOrganization(result.rows[0]);
    },

    /** Creates the operator's organization or returns the existing one of that name. */
    async upsert(name: string): Promise<Organization> {
      const result = await db.query<OrganizationRow>(
        `INSERT INTO organizations (name) VALUES ($1)
         ON CONFLICT (name) WHERE created_by IS NULL DO UPDATE SET name = EXCLUDED.name RETURNING *`,
        [name],
      );
      return toOrganization(result.rows[0]!);
    },

    async list(): Promise<Organization[]> {
      const result = await db.query<OrganizationRow>('SELECT * FROM organizations ORDER BY created_at, name');
      return result.rows.map(toOrganization);
    },

    async findById(id: string): Promise<Organization | undefined> {
      const result = await db.query<OrganizationRow>('SELECT * FROM organizations WHERE id = $1', [id]);
      return result.rows[0] && toOrganization(result.rows[0]);
    },

    /** Every organization of that name: the operator's and those of any accounts. */
    async findByName(name: string): Promise<Organization[]> {
      const result = await db.query<OrganizationRow>('SELECT * FROM organizations WHERE name = $1 ORDER BY created_at, id', [name]);
      return result.rows.map(toOrganization);
    },
  };
}
