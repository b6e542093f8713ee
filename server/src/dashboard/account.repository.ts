import type { Queryable } from '../db/queryable';

export interface Account {
  id: string;
  email: string;
  createdAt: Date;
}

export interface AccountWithHash extends Account {
  passwordHash: string;
}

interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  created_at: Date;
}

const toAccount = (row: AccountRow): AccountWithHash => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});

export type AccountRepository = ReturnType<typeof createAccountRepository>;

export function createAccountRepository(db: Queryable) {
  return {
    /** Undefined when the e-mail is taken. */
    async insert(email: string, passwordHash: string): Promise<AccountWithHash | undefined> {
      const result = await db.query<AccountRow>(
        'INSERT INTO accounts (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING *',
        [email, passwordHash],
      );
      return result.rows[0] && toAccount(result.rows[0]);
    },

    async findByEmail(email: string): Promise<AccountWithHash | undefined> {
      const result = await db.query<AccountRow>('SELECT * FROM accounts WHERE email = $1', [email]);
      return result.rows[0] && toAccount(result.rows[0]);
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<AccountWithHash> {
      const result = await db.query<AccountRow>('UPDATE accounts SET password_hash = $2 WHERE id = $1 RETURNING *', [id, passwordHash]);
      return toAccount(result.rows[0]!);
    },

    /** Whether any account exists (the first one may always sign up). */
    async any(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM accounts LIMIT 1')).rowCount === 1;
    },
  };
}
