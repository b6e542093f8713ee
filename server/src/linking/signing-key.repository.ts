import type pg from 'pg';

export interface StoredSigningKey {
  kid: string;
  /** Sealed private JWK. */
  privateJwk: Buffer;
  publicJwk: Record<string, unknown>;
  createdAt: Date;
  retiredAt: Date | null;
}

interface KeyRow {
  kid: string;
  private_jwk: Buffer;
  public_jwk: Record<string, unknown>;
  created_at: Date;
  retired_at: Date | null;
}

const toKey = (row: KeyRow): StoredSigningKey => ({
  kid: row.kid,
  privateJwk: row.private_jwk,
  publicJwk: row.public_jwk,
  createdAt: row.created_at,
  retiredAt: row.retired_at,
});

export type SigningKeyRepository = ReturnType<typeof createSigningKeyRepository>;

export function createSigningKeyRepository(pool: pg.Pool) {
  return {
    async active(): Promise<StoredSigningKey | undefined> {
      const result = await pool.query<KeyRow>('SELECT * FROM signing_keys WHERE retired_at IS NULL');
      return result.rows[0] && toKey(result.rows[0]);
    },

    /**
     * Stores a new active key unless another process stored one first (the partial unique index
     * allows one active key); either way returns the active key.
     */
    async insertActive(key: Omit<StoredSigningKey, 'createdAt' | 'retiredAt'>): Promise<StoredSigningKey> {
      await pool.query(
        `INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [key.kid, key.privateJwk, key.publicJwk],
      );
      const result = await pool.query<KeyRow>('SELECT * FROM signing_keys WHERE retired_at IS NULL');
      return toKey(result.rows[0]!);
    },

    /** Keys whose tokens may still be valid: the active one and those retired after `since`. */
    async published(since: Date): Promise<StoredSigningKey[]> {
      const result = await pool.query<KeyRow>(
        'SELECT * FROM signing_keys WHERE retired_at IS NULL OR retired_at > $1 ORDER BY created_at DESC',
        [since],
      );
      return result.rows.map(toKey);
    },
  };
}
