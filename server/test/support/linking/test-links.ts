import type { PlatformKey } from '@segue/core';
import type { LinkedUserRepository, SaveLinkInput } from '../../../src/linking/linked-user.repository';

export type SaveOptions = Partial<Omit<SaveLinkInput, 'link'>> & { platformUserId?: string };

/** Saves links of made-up platform accounts straight through the repository, for one app. */
export function testLinks(users: LinkedUserRepository, appId: () => string) {
  let account = 0;

  /** Saves a link of a fresh platform account (or `platformUserId`) and answers where it went. */
  function save(platform: PlatformKey, email: string | null, options: SaveOptions = {}) {
    return users.saveLink({
      appId: appId(),
      userId: options.userId ?? null,
      email,
      emailVerified: options.emailVerified ?? false,
      move: options.move ?? false,
      link: {
        platform,
        platformUserId: options.platformUserId ?? `account-${++account}`,
        username: 'listener',
        profilePicture: '',
        followers: 0,
        plan: '',
        url: '',
        scopes: [],
        tokens: Buffer.from('sealed'),
        expiresAt: null,
        extra: {},
      },
    });
  }

  /** The user a saved link went to (throws when it asks to move an account instead). */
  async function userOf(platform: PlatformKey, email: string | null, options: SaveOptions = {}) {
    const result = await save(platform, email, options);
    if (!('user' in result)) throw new Error('expected a saved link');
    return result.user;
  }

  return { save, userOf };
}
