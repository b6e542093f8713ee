import { PLATFORMS } from '@segue/core';
import type { CookieReader } from './flow-cookie';
import { formatJoinCookie, hashJoinSecret, JOIN_COOKIE_DAYS, joinCookieName, newJoinSecret, parseJoinCookie, type JoinCookie } from './join-cookie';
import type { LinkingContext } from './linking-context';

/** The user of `appId` this browser linked before, by its joining cookie, and the cookie's row. */
export interface BrowserUser {
  userId: string;
  browserId: string;
}

export async function browserUserOf(ctx: LinkingContext, appId: string, cookies: CookieReader): Promise<BrowserUser | undefined> {
  const value = parseJoinCookie(cookies(joinCookieName(appId)));
  if (!value) return undefined;
  const userId = await ctx.browsers.userOf(appId, value.id, hashJoinSecret(value.secret), new Date(ctx.now()));
  return userId ? { userId, browserId: value.id } : undefined;
}

/**
 * Remembers that this browser just linked `userId` of `appId`: a new row and secret each time
 * (the browser's previous row for the app, if its cookie was genuine, is forgotten), so a cookie
 * lives at most `JOIN_COOKIE_DAYS` after the browser's last link.
 */
export async function rememberBrowser(ctx: LinkingContext, appId: string, userId: string, cookies: CookieReader): Promise<JoinCookie> {
  const previous = await browserUserOf(ctx, appId, cookies);
  if (previous) await ctx.browsers.forget(appId, previous.browserId);
  const secret = newJoinSecret();
  const id = await ctx.browsers.remember(appId, userId, hashJoinSecret(secret), new Date(ctx.now() + JOIN_COOKIE_DAYS * 86_400_000));
  return { name: joinCookieName(appId), value: formatJoinCookie({ id, secret }), maxAgeSeconds: JOIN_COOKIE_DAYS * 86_400, secure: ctx.publicUrl.startsWith('https:') };
}

/** `j•••@example.com`: enough for a listener to see whose account a flow joins, no more. */
export const maskEmail = (email: string | null): string => {
  const at = email?.indexOf('@') ?? -1;
  return email && at > 0 ? `${email[0]}•••${email.slice(at)}` : '';
};

/** How the start page names a user: the masked address and the platforms it holds. */
export async function describeUser(ctx: LinkingContext, appId: string, userId: string): Promise<string> {
  const user = await ctx.users.findById(appId, userId);
  const platforms = (await ctx.users.links(appId, userId)).map((link) => PLATFORMS[link.platform].name);
  const email = maskEmail(user?.email ?? null);
  const holding = platforms.length > 0 ? `with ${platforms.join(', ')}` : '';
  return [email, holding].filter(Boolean).join(', ');
}
