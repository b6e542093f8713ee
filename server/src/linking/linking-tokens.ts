import type { PlatformKey } from '@segue/core';
import { LinkingTokenClaimsSchema, type LinkingTokenClaims } from '@segue/core/schemas';
import {
  SignJWT,
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { SecretBox } from '../crypto/secret-box';
import type { SigningKeyRepository } from './signing-key.repository';

/**
 * How long a linking token is valid: a day. An app reads it once, when the listener comes back
 * (who linked, `uuid`); the extension keeps it as its credential for `/v1/me/...` and refreshes it
 * (`POST /v1/me/token`) while the listener uses it, for `LINKING_REFRESH_SECONDS` after the link.
 * A token leaked from a log or a history is worth a day, not a month.
 */
export const LINKING_TOKEN_SECONDS = 86_400;

/** How long after linking (`auth_time`) a token may still be refreshed: then the listener links again. */
export const LINKING_REFRESH_SECONDS = 90 * 86_400;

export interface LinkingTokenInput {
  appId: string;
  userId: string;
  email: string;
  username: string;
  platform: PlatformKey;
  /** The user's token generation when the token is issued (`gen`). */
  generation: number;
  /** When the listener linked, Unix seconds (`auth_time`); now when absent. A refresh keeps it. */
  authTime?: number;
}

export type LinkingTokens = ReturnType<typeof createLinkingTokens>;

/**
 * Signs and verifies linking tokens (core's `LinkingTokenClaimsSchema`, ES256 via jose). The key
 * pair is made once, on first use, and kept in `signing_keys` with the private half sealed, so
 * every process on the database signs with the same key and `kid`.
 */
export function createLinkingTokens(deps: { keys: SigningKeyRepository; box: SecretBox; issuer: () => string; now?: () => number }) {
  const { keys, box, issuer } = deps;
  const now = deps.now ?? Date.now;
  let active: Promise<{ kid: string; key: CryptoKey }> | undefined;

  async function loadActive(): Promise<{ kid: string; key: CryptoKey }> {
    let stored = await keys.active();
    if (!stored) {
      const pair = await generateKeyPair('ES256', { extractable: true });
      const privateJwk = await exportJWK(pair.privateKey);
      const publicJwk = await exportJWK(pair.publicKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      stored = await keys.insertActive({
        kid,
        privateJwk: box.sealJson(privateJwk),
        publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' },
      });
    }
    const key = await importJWK(box.openJson(stored.privateJwk) as JWK, 'ES256');
    return { kid: stored.kid, key: key as CryptoKey };
  }

  const activeKey = () => {
    active ??= loadActive().catch((error: unknown) => {
      active = undefined;
      throw error;
    });
    return active;
  };

  // Every /v1/me request verifies a token: the published keys are read at most once a minute.
  let cached: { at: number; keys: ReturnType<typeof createLocalJWKSet> } | undefined;
  async function verificationKeys(): Promise<ReturnType<typeof createLocalJWKSet>> {
    if (!cached || now() - cached.at > 60_000 || now() < cached.at) cached = { at: now(), keys: createLocalJWKSet(await jwks()) };
    return cached.keys;
  }

  async function jwks(): Promise<JSONWebKeySet> {
    await activeKey();
    const published = await keys.published(new Date(now() - LINKING_TOKEN_SECONDS * 1000));
    return { keys: published.map((key) => key.publicJwk as JWK) };
  }

  return {
    async sign(input: LinkingTokenInput): Promise<string> {
      const { kid, key } = await activeKey();
      const iat = Math.floor(now() / 1000);
      const claims = { email: input.email, username: input.username, uuid: input.userId, platform: input.platform, gen: input.generation, auth_time: input.authTime ?? iat };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setIssuer(issuer())
        .setAudience(input.appId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + LINKING_TOKEN_SECONDS)
        .sign(key);
    },

    /** Throws (a jose error) unless the token is ours, for this app, unexpired and well-formed. */
    async verify(appId: string, token: string): Promise<LinkingTokenClaims> {
      const set = await verificationKeys();
      const { payload } = await jwtVerify(token, set, {
        issuer: issuer(),
        audience: appId,
        algorithms: ['ES256'],
        currentDate: new Date(now()),
      });
      return LinkingTokenClaimsSchema.parse(payload);
    },

    jwks,
  };
}
