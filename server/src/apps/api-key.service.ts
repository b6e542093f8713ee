import { hashApiKey } from '../crypto/api-keys';
import { appChangeKey } from '../db/change-feed';
import type { InvalidatedCache } from '../db/invalidated-cache';
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
 * Finds the app a key belongs to. An accepted key's app is kept in a per-process cache, dropped
 * in every process as soon as the app, its keys or its integrations change (the change feed), so
 * a rotated or revoked key is refused everywhere once the rotation returns (the app services wait
 * for every process to have heard it). Refused keys are not cached: each is looked up again.
 */
export function createApiKeyService(apps: AppRepository, cache: InvalidatedCache<App>) {
  const refused = (problem: KeyProblem): KeyCheck => ({ ok: false, problem });

  const lookUp = async (cacheKey: string, find: () => Promise<App | undefined>): Promise<App | undefined> => {
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const mark = cache.mark();
    const app = await find();
    if (app) cache.set(cacheKey, app, [appChangeKey(app.id)], mark);
    return app;
  };

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
      const app = await lookUp(`public:${key}`, () => apps.findByPublicKey(key));
      return app ? { ok: true, app } : whyUnknown(key, 'public');
    },

    async checkPrivateKey(raw: string | undefined): Promise<KeyCheck> {
      if (raw === undefined || raw.trim() === '') return refused({ kind: 'missing' });
      const key = raw.trim().toLowerCase();
      if (!isUuid(key)) return refused({ kind: 'malformed' });
      const hash = hashApiKey(key);
      // Cached under the hash: the process keeps no private key it did not have to.
      const app = await lookUp(`private:${hash.toString('base64')}`, () => apps.findByPrivateKeyHash(hash));
      if (app) return { ok: true, app };
      // A public key in the private-key header is a common slip: say so rather than "unknown".
      if (await apps.findByPublicKey(key)) return refused({ kind: 'public-key-as-private' });
      return whyUnknown(key, 'private');
    },
  };
}
