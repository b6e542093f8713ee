import { AppError } from '../errors/app-error';
import { SHORT_ID_PATTERN } from './short-id';
import type { SharePage, ShortLinkRepository } from './short-link.repository';

export type ShareService = ReturnType<typeof createShareService>;

export function createShareService(shortLinks: ShortLinkRepository, shareUrl: (id: string) => string) {
  return {
    /** What `/s/{id}` shows; `ENOTFOUND` for an unknown or malformed id. */
    async page(id: string): Promise<SharePage & { url: string }> {
      const page = SHORT_ID_PATTERN.test(id) ? await shortLinks.find(id) : undefined;
      if (!page) throw new AppError('ENOTFOUND', `no short link ${id}`);
      return { ...page, url: shareUrl(id) };
    },
  };
}
