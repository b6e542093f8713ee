import { PLATFORMS, type PlatformKey } from '@segue/core';
import { AppError, type ErrorExtras } from '../errors/app-error';
import { isUuid } from '../shared/params';
import type { LinkedUser } from './linked-user.repository';
import type { LinkingContext } from './linking-context';

type Candidate = LinkedUser & { platforms: PlatformKey[] };

const names = (platforms: readonly PlatformKey[]): string => platforms.map((platform) => PLATFORMS[platform].name).join(', ');
const listed = (users: readonly Candidate[]): string => users.map((user) => `${user.id} (${names(user.platforms) || 'nothing linked'})`).join(', ');

/**
 * The one user of the app an identifier names: a Segue user id, or an e-mail address, which
 * several users may share (platforms that do not verify addresses never join users on them).
 * By e-mail it never picks one silently:
 * - for a platform (add-playlist, library reads): the one user with that address who linked the
 *   platform; several → 409 naming them; none → 404 saying which platforms the address has linked;
 * - for the account itself: the only user with the address, else the only one whose address a
 *   platform verified; else 409 whose `users` lists every candidate (`onAmbiguous` builds them).
 */
export async function resolveUser(
  ctx: LinkingContext,
  appId: string,
  identifier: string,
  options: { platform?: PlatformKey; onAmbiguous?: (users: Candidate[]) => Promise<ErrorExtras> } = {},
): Promise<LinkedUser> {
  const trimmed = identifier.trim();
  if (isUuid(trimmed)) {
    const user = await ctx.users.findById(appId, trimmed);
    if (!user) throw new AppError('ENOTFOUND', `no user with the id ${trimmed} has linked an account to this app`);
    return user;
  }
  const users = await ctx.users.findAllByEmail(appId, trimmed);
  if (users.length === 0) throw new AppError('ENOTFOUND', `no user with the e-mail ${trimmed} has linked an account to this app`);
  const { platform } = options;
  if (platform) {
    const holders = users.filter((user) => user.platforms.includes(platform));
    if (holders.length === 1) return holders[0]!;
    const name = PLATFORMS[platform].name;
    if (holders.length === 0) {
      const linked = [...new Set(users.flatMap((user) => user.platforms))].sort();
      throw new AppError(
        'ENOTFOUND',
        `no user with the e-mail ${trimmed} has linked ${name} to this app` +
          (linked.length > 0 ? ` (that address has linked ${names(linked)})` : '') +
          `: link ${name} first (GET /v1/${platform}/connect)`,
      );
    }
    throw new AppError('EBADREQUEST', `${holders.length} users of this app with the e-mail ${trimmed} have linked ${name}: ${listed(holders)}; name the user by id`, {
      status: 409,
    });
  }
  if (users.length === 1) return users[0]!;
  const verified = users.filter((user) => user.emailVerified);
  if (verified.length === 1) return verified[0]!;
  throw new AppError(
    'EBADREQUEST',
    `${users.length} users of this app have the e-mail ${trimmed} and no platform verified it for one of them alone: ${listed(users)}; ` +
      'each is in `users`: look the user up by id',
    { status: 409, extras: options.onAmbiguous ? await options.onAmbiguous(users) : {} },
  );
}
