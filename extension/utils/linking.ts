import { type PlatformKey, platformName } from '@segue/core';
import { LinkingTokenClaimsSchema, type LinkingTokenClaims } from '@segue/core/schemas';
import { legacyLinkingItem, linkedAccountsItem, type LinkedAccounts } from './linking-items';
import type { Outcome } from './notice';

/**
 * Reads the claims of a linking token. The signature is the server's business: it checks it on
 * every `/v1/me` call; here the claims only say who linked which platform, and until when.
 */
export function decodeLinkingToken(token: string): LinkingTokenClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const parsed = LinkingTokenClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the token a linking flow for `platform` ended with, beside that platform. A token for
 * another platform than the one asked for is refused: only the flow this browser started hands
 * tokens here, so such a token means something went wrong.
 */
export async function saveLinkedToken(
  platform: PlatformKey,
  token: string,
  now = Date.now(),
): Promise<Outcome<{ platform: PlatformKey; username: string }>> {
  const claims = decodeLinkingToken(token);
  if (claims === null) {
    return { ok: false, notice: { kind: 'failed', title: `${platformName(platform)} was not linked`, detail: 'The server sent no readable linking token.' } };
  }
  if (claims.platform !== platform) {
    return {
      ok: false,
      notice: { kind: 'failed', title: `${platformName(platform)} was not linked`, detail: `The server answered for ${platformName(claims.platform)}: link again.` },
    };
  }
  if (claims.exp * 1000 <= now) {
    return { ok: false, notice: { kind: 'link-expired', title: 'The link expired', detail: `Link ${platformName(platform)} again.` } };
  }
  const accounts = await linkedAccountsItem.getValue();
  await linkedAccountsItem.setValue({
    ...accounts,
    [platform]: { token, userId: claims.uuid, username: claims.username, email: claims.email, linkedAt: now, expiresAt: claims.exp * 1000 },
  });
  return { ok: true, platform, username: claims.username };
}

/** Forgets one linked platform and its token (the server keeps the link until the app unlinks it). */
export async function disconnectPlatform(platform: PlatformKey): Promise<void> {
  const accounts = { ...(await linkedAccountsItem.getValue()) };
  delete accounts[platform];
  await linkedAccountsItem.setValue(accounts);
}

/**
 * Linking tokens last a day; the server renews a standing one for 90 days after the link. A token
 * in its last half-day is renewed on use, so a listener who uses Segue now and then keeps working.
 */
export const REFRESH_WITHIN_MS = 12 * 3_600_000;

/**
 * The token for `/v1/me/{platform}` calls, renewed first when it is in its last half-day
 * (`refresh` calls `POST /v1/me/token` with it). A renewal that fails leaves the standing token.
 */
export async function freshTokenFor(
  platform: PlatformKey,
  refresh: (token: string) => Promise<{ token: string; expires_at: string }>,
  now = Date.now(),
): Promise<string | undefined> {
  const account = (await linkedAccountsItem.getValue())[platform];
  if (account === undefined || account.expiresAt <= now) return undefined;
  if (account.expiresAt - now > REFRESH_WITHIN_MS) return account.token;
  let fresh;
  try {
    fresh = await refresh(account.token);
  } catch {
    return account.token;
  }
  const accounts = await linkedAccountsItem.getValue();
  const current = accounts[platform];
  // Kept only if the account was not relinked or disconnected meanwhile.
  if (current?.token === account.token) {
    await linkedAccountsItem.setValue({ ...accounts, [platform]: { ...current, token: fresh.token, expiresAt: Date.parse(fresh.expires_at) } });
  }
  return fresh.token;
}

/** Whether `platform` is linked here and its token still works. */
export function isLinked(accounts: LinkedAccounts | undefined, platform: PlatformKey, now = Date.now()): boolean {
  const account = accounts?.[platform];
  return account !== undefined && account.expiresAt > now;
}

/**
 * Moves the accounts of the one-token layout to one token per platform, once: that user's token
 * works for every platform it had linked.
 */
export async function migrateLegacyLinking(): Promise<void> {
  const legacy = await legacyLinkingItem.getValue();
  if (legacy === null) return;
  const accounts = { ...(await linkedAccountsItem.getValue()) };
  for (const [platform, linked] of Object.entries(legacy.platforms) as [PlatformKey, LegacyLinkingPlatform][]) {
    accounts[platform] ??= { token: legacy.token, userId: legacy.userId, expiresAt: legacy.expiresAt, ...linked };
  }
  await linkedAccountsItem.setValue(accounts);
  await legacyLinkingItem.removeValue();
}

type LegacyLinkingPlatform = { username: string; email: string; linkedAt: number };
