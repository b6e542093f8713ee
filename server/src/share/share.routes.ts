import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { renderPlaylistTracks } from './render-playlist-tracks';
import { renderShareEmbed } from './render-share-embed';
import { renderSharePage } from './render-share-page';
import type { RenderOptions } from './share-page-shell';
import { sharePagePolicy } from './share-page-style';
import type { ShareService } from './share.service';
import { sendData } from '../http/envelope';
import type { SandboxMedia } from '../sandbox/sandbox-media-urls';
import { formatZodError } from '../errors/format-zod-error';
export { SHARE_ROUTE_DOCS } from './share-route-docs';

const OEmbedQuerySchema = z.object({
  url: z.string().min(1),
  format: z.string().optional(),
  maxwidth: z.coerce.number().int().positive().optional(),
  maxheight: z.coerce.number().int().positive().optional(),
});

/**
 * `GET /s/{id}`: the public page of a converted entity; `/s/{id}.json` the same data as JSON;
 * `/s/{id}/embed` the card other sites frame; `/s/{id}/{platform}` a converted playlist's track
 * list on that platform; `GET /oembed` the oEmbed answer for a share page. `media` (sandbox mode)
 * rebases covers and previews onto the simulators.
 */
export function shareRoutes(deps: { shares: ShareService; media?: SandboxMedia }): Router {
  const router = Router();
  const options: RenderOptions = deps.media ? { mediaUrl: deps.media.rebase } : {};
  const policy = sharePagePolicy({ sandboxOrigins: deps.media?.origins ?? [] });
  const embedPolicy = sharePagePolicy({ sandboxOrigins: deps.media?.origins ?? [], embed: true });

  router.get('/s/:id', async (req, res) => {
    const raw = String(req.params.id);
    const asJson = raw.endsWith('.json');
    const page = await deps.shares.page(asJson ? raw.slice(0, -5) : raw);
    if (asJson) {
      sendData(res, page);
      return;
    }
    res.set('content-security-policy', policy);
    res.type('html').send(renderSharePage(page, options));
  });

  router.get('/s/:id/:view', async (req, res) => {
    const view = String(req.params.view);
    const page = await deps.shares.page(String(req.params.id));
    if (view === 'embed') {
      // Meant to be framed by other sites: the policy's frame-ancestors says so, not the global header.
      res.removeHeader('X-Frame-Options');
      res.set('content-security-policy', embedPolicy);
      res.type('html').send(renderShareEmbed(page, options));
      return;
    }
    if (!(PLATFORM_KEYS as readonly string[]).includes(view) || page.tracks?.[view as PlatformKey] === undefined) {
      throw new AppError('ENOTFOUND', `short link ${page.url} has no ${view} page: /embed, or a platform its playlist was converted to`);
    }
    res.set('content-security-policy', policy);
    res.type('html').send(renderPlaylistTracks(page, view as PlatformKey, options));
  });

  router.get('/oembed', async (req, res) => {
    const parsed = OEmbedQuerySchema.safeParse(req.query);
    if (!parsed.success) throw new AppError('EBADREQUEST', `invalid query: ${formatZodError(parsed.error)} (url is the share page to embed, ?url=…&format=json)`);
    const query = parsed.data;
    res.json(await deps.shares.oembed(query));
  });
  return router;
}
