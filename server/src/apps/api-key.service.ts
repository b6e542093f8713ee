import { hashApiKey } from '../crypto/api-keys';
import { isUuid } from '../shared/params';
import type { App, AppRepository, KeyKind } from './app.repository';

/** Why a key was refused; the HTTP layer turns each into a message naming its header. */
export type KeyProblem =
  | { kind: 'missing' }
  | { kind: 'malformed' }
  | { kind: 'unknown' }
  | { kind: 'revoked'; revokedAt: Date }
  | { kind: 'public-key-as-private' };

export type KeyCheck = { ok: true; app: App } | { ok: false; problem: KeyProblem };

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

/**
 * Finds the app a key belongs to. Every request reads the database (an indexed equality
 * lookup) rather than a per-process cache, so a rotated or revoked key stops working on every
 * process the moment the rotation commits.
 */
export function createApiKeyService(apps: AppRepository) {
  const refused = (problem: KeyProblem): KeyCheck => ({ ok: false, problem });

  const whyUnknown = async (key: string, kind: KeyKind): Promise<KeyCheck> => {
    const revoked = await apps.findRevokedKey(hashApiKey(key));
    if (revoked && revoked.kind === kind) return refused({ kind: 'revoked', revokedAt: revoked.revokedAt });
    return refused({ kind: 'unknown' });
  };

  return {
    async checkPublicKey(raw: string | undefined): Promise<KeyCheck> {
      if (raw === undefined || raw.trim() === '') return refused({ kind: 'missing' });
      const key = raw.trim().toLowerCase();
      if (!isUuid(key)) return refused({ kind: 'malformed' });
      const app = await apps.findByPublicKey(key);
      return app ? { ok: true, app } : whyUnknown(key, 'public');
    },

    async checkPrivateKey(raw: string | undefined): Promise<KeyCheck> {
      if (raw === undefined || raw.trim() === '') return refused({ kind: 'missing' });
      const key = raw.trim().toLowerCase();
      if (!isUuid(key)) return refused({ kind: 'malformed' });
      const app = await apps.findByPrivateKeyHash(hashApiKey(key));
      if (app) return { ok: true, app };
      // A public key in the private-key header is a common slip: say so rather than "unknown".
      if (await apps.findByPublicKey(key)) return refused({ kind: 'public-key-as-private' });
      return whyUnknown(key, 'private');
    },
  };
}
