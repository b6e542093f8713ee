import { PLATFORMS, type PlatformKey } from '@segue/core';
import { AppError } from '../errors/app-error';
import type { PlatformLibrary } from '../platforms/kit/platform-library';
import { toLibraryError } from './library-errors';

/**
 * The user's library on a platform, for a feature about to use it: a platform the user never
 * linked is `ENOTFOUND` naming the platform and its part (`the transfer's source`), other
 * failures as the library errors give them.
 */
export async function openLinkedLibrary(
  libraryOf: (appId: string, userId: string, platform: PlatformKey) => Promise<PlatformLibrary>,
  appId: string,
  userId: string,
  platform: PlatformKey,
  part: string,
): Promise<PlatformLibrary> {
  try {
    return await libraryOf(appId, userId, platform);
  } catch (error) {
    const translated = toLibraryError(error, platform, 'library');
    if (translated instanceof AppError && translated.code === 'ENOTFOUND') {
      throw new AppError('ENOTFOUND', `the user has not linked ${PLATFORMS[platform].name}, ${part}: link it first (${translated.message})`);
    }
    throw translated;
  }
}
