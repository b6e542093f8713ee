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
    /** Undefined when the name is taken. */
    async insert(name: string): Promise<Organization | undefined> {
      const result = await db.query<OrganizationRow>(
        'INSERT INTO organizations (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING *',
        [name],
      );
      return result.rows[0] && toOrganization(result.rows[0]);
    },

    /** Creates the organization or returns the existing one of that name. */
    async upsert(name: string): Promise<Organization> {
      const result = await db.query<OrganizationRow>(
        `INSERT INTO organizations (name) VALUES ($1)
         ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING *`,
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

    async findByName(name: string): Promise<Organization | undefined> {
      const result = await db.query<OrganizationRow>('SELECT * FROM organizations WHERE name = $1', [name]);
      return result.rows[0] && toOrganization(result.rows[0]);
    },
  };
}
