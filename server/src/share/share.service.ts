import { AppError } from '../errors/app-error';
import { platformImageUrl } from './cover-url';
import { EMBED_SIZE } from './render-share-embed';
import { escapeHtml } from '../http/escape-html';
import { SHORT_ID_PATTERN } from './short-id';
import type { SharePage, ShortLinkRepository } from './short-link.repository';

export type ShareService = ReturnType<typeof createShareService>;

/** The oEmbed answer for a share page (https://oembed.com/, type `rich`). */
export interface OEmbed {
  version: '1.0';
  type: 'rich';
  provider_name: 'Segue';
  provider_url: string;
  title: string;
  author_name?: string;
  html: string;
  width: number;
  height: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
  cache_age: number;
}

export function createShareService(shortLinks: ShortLinkRepository, publicUrl: string) {
  const shareUrl = (id: string) => `${publicUrl}/s/${id}`;

  async function page(id: string): Promise<SharePage & { url: string }> {
    const found = SHORT_ID_PATTERN.test(id) ? await shortLinks.find(id) : undefined;
    if (!found) throw new AppError('ENOTFOUND', `no short link ${id}`);
    return { ...found, url: shareUrl(id) };
  }

  /** The short id of one of this server's share pages (`{publicUrl}/s/{id}`, with or without a platform list or `/embed`), else undefined. */
  function shareIdOf(raw: string): string | undefined {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return undefined;
    }
    const base = new URL(publicUrl);
    if (url.origin !== base.origin || url.username !== '' || url.password !== '') return undefined;
    const prefix = base.pathname.replace(/\/+$/, '');
    const match = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/s/([0-9A-Za-z]{8})(?:/[a-z]+)?/?$`).exec(url.pathname);
    return match?.[1];
  }

  return {
    /** What `/s/{id}` shows; `ENOTFOUND` for an unknown or malformed id. */
    page,

    /**
     * `GET /oembed`: how another site embeds a share page, only for this server's own share pages
     * (anything else is a 400 saying so: the endpoint never fetches or describes a URL it was
     * given). The card keeps its size within `maxwidth`/`maxheight` when asked for less.
     */
    async oembed(request: { url: string; format?: string; maxwidth?: number; maxheight?: number }): Promise<OEmbed> {
      if (request.format !== undefined && request.format !== 'json') {
        throw new AppError('EBADREQUEST', `format ${request.format} is not offered: oEmbed answers here are JSON only (format=json)`, { status: 501 });
      }
      const id = shareIdOf(request.url);
      if (id === undefined) {
        throw new AppError('EBADREQUEST', `url must be a share page of this server, ${publicUrl}/s/{id}: ${request.url} is not one`);
      }
      const shown = await page(id);
      const width = Math.min(EMBED_SIZE.width, request.maxwidth ?? EMBED_SIZE.width);
      const height = Math.min(EMBED_SIZE.height, request.maxheight ?? EMBED_SIZE.height);
      const title = shown.subtitle === '' ? shown.title : `${shown.title} – ${shown.subtitle}`;
      const cover = platformImageUrl(shown.cover);
      const html = `<iframe src="${escapeHtml(`${shown.url}/embed`)}" width="${width}" height="${height}" title="${escapeHtml(title)} on Segue" style="border:0;border-radius:14px" loading="lazy" allow="autoplay; clipboard-write"></iframe>`;
      return {
        version: '1.0',
        type: 'rich',
        provider_name: 'Segue',
        provider_url: publicUrl,
        title,
        ...(shown.subtitle === '' ? {} : { author_name: shown.subtitle }),
        html,
        width,
        height,
        ...(cover ? { thumbnail_url: cover, thumbnail_width: 640, thumbnail_height: 640 } : {}),
        cache_age: 86_400,
      };
    },
  };
}
