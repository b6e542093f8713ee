import { Router } from 'express';
import { z } from 'zod';
import { renderSharePage } from './render-share-page';
import { SHARE_PAGE_POLICY } from './share-page-style';
import type { ShareService } from './share.service';
import { sendData } from '../http/envelope';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES } from '../openapi/sandbox-examples';

/** `GET /s/{id}`: the public page of a converted entity; `/s/{id}.json` the same data as JSON. */
export function shareRoutes(deps: { shares: ShareService }): Router {
  const router = Router();
  router.get('/s/:id', async (req, res) => {
    const raw = String(req.params.id);
    const asJson = raw.endsWith('.json');
    const page = await deps.shares.page(asJson ? raw.slice(0, -5) : raw);
    if (asJson) {
      sendData(res, page);
      return;
    }
    res.set('content-security-policy', SHARE_PAGE_POLICY);
    res.type('html').send(renderSharePage(page));
  });
  return router;
}

const SharePageSchema = z
  .object({
    data: z.object({
      entity: z.enum(['track', 'album', 'artist', 'playlist']),
      title: z.string(),
      subtitle: z.string(),
      cover: z.string(),
      url: z.string(),
      links: z.record(z.string(), z.string()),
    }),
    message: z.string(),
    status: z.int(),
  })
  .meta({ id: 'SharePageResponse', description: 'What the short link page shows.' });

export const SHARE_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/s/{id}.json',
    tag: 'Conversion',
    summary: 'A short link’s data',
    description: '`/s/{id}` (without `.json`) is the public HTML page with every platform’s link and Open Graph tags.',
    auth: 'none',
    pathParams: [{ name: 'id', description: 'Short id' }],
    response: SharePageSchema,
    example: EXAMPLES.share,
    errors: [404],
  },
];
