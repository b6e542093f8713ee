import { hashApiKey } from '../crypto/api-keys';
import { isUuid } from '../shared/params';
import type { App, AppRepository } from './app.repository';

/**
 * Why a key was refused; the HTTP layer turns each into a message naming its header. A
 * well-formed key that opens no app is `unknown` whether it never existed, was revoked or is the
 * app's other key: telling those apart would say which UUIDs are, or were, some app's key.
 */
export type KeyProblem = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'unknown' };

export type KeyCheck = { ok: true; app: App } | { ok: false; problem: KeyProblem };

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

/**
 * Finds the app a key belongs to. Every request reads the database (an indexed equality
 * lookup) rather than a per-process cache, so a rotated or revoked key stops working on every
 * process the moment the rotation commits.
 */
export function createApiKeyService(apps: AppRepository) {
  const refused = (problem: KeyProblem): KeyCheck => ({ ok: false, problem });

  return {
    async checkPublicKey(raw: string | undefined): Promise<KeyCheck> {
      if (raw === undefined || raw.trim() === '') return refused({ kind: 'missing' });
      const key = raw.trim().toLowerCase();
      if (!isUuid(key)) return refused({ kind: 'malformed' });
      const app = await apps.findByPublicKey(key);
      return app ? { ok: true, app } : refused({ kind: 'unknown' });
    },

    async checkPrivateKey(raw: string | undefined): Promise<KeyCheck> {
      if (raw === undefined || raw.trim() === '') return refused({ kind: 'missing' });
      const key = raw.trim().toLowerCase();
      if (!isUuid(key)) return refused({ kind: 'malformed' });
      const app = await apps.findByPrivateKeyHash(hashApiKey(key));
      return app ? { ok: true, app } : refused({ kind: 'unknown' });
    },
  };
}
