import type { PlatformKey } from '@segue/core';
import { LinkingTokenClaimsSchema, type LinkingTokenClaims } from '@segue/core/schemas';
import { linkingItem, type Linking } from './linking-items';
import type { Outcome } from './notice';

/**
 * Reads the claims of a linking token. The signature is the server's business: it
 * checks it on every `/v1/me` call; here the claims only say who linked which platform.
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
 * Keeps the token the server's linking flow ended with. A token for the same user adds a
 * platform to those already linked; one for another user starts over.
 */
export async function saveLinkingToken(
  token: string,
  now = Date.now(),
): Promise<Outcome<{ platform: PlatformKey; username: string }>> {
  const claims = decodeLinkingToken(token);
  if (claims === null) {
    return {
      ok: false,
      notice: { kind: 'failed', title: 'The link did not complete', detail: 'The server sent no readable linking token.' },
    };
  }
  if (claims.exp * 1000 <= now) {
    return { ok: false, notice: { kind: 'link-expired', title: 'The link expired', detail: 'Connect the account again.' } };
  }
  const previous = await linkingItem.getValue();
  const platforms = previous?.userId === claims.uuid ? { ...previous.platforms } : {};
  platforms[claims.platform] = { username: claims.username, email: claims.email, linkedAt: now };
  const linking: Linking = { token, userId: claims.uuid, expiresAt: claims.exp * 1000, platforms };
  await linkingItem.setValue(linking);
  return { ok: true, platform: claims.platform, username: claims.username };
}

/** Forgets one linked platform; the token goes with the last one. */
export async function disconnectPlatform(platform: PlatformKey): Promise<void> {
  const linking = await linkingItem.getValue();
  if (linking === null) return;
  const platforms = { ...linking.platforms };
  delete platforms[platform];
  await linkingItem.setValue(Object.keys(platforms).length === 0 ? null : { ...linking, platforms });
}

/** The token for `/v1/me` calls, while it is valid. */
export async function currentLinkingToken(now = Date.now()): Promise<string | undefined> {
  const linking = await linkingItem.getValue();
  return linking !== null && linking.expiresAt > now ? linking.token : undefined;
}

/** Whether the user linked `platform` here and the token still works. */
export function isLinked(linking: Linking | null, platform: PlatformKey, now = Date.now()): boolean {
  return linking !== null && linking.expiresAt > now && linking.platforms[platform] !== undefined;
}
