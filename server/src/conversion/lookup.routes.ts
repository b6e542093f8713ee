import { EntityLookupQuerySchema, EntityLookupResponseSchema } from '@segue/core/schemas';
import { Router, type RequestHandler } from 'express';
import type { ApiKeyService } from '../apps/api-key.service';
import { AppError } from '../errors/app-error';
import { formatZodError } from '../errors/format-zod-error';
import { currentApp, requireKey } from '../http/authenticate';
import { sendData } from '../http/envelope';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES } from '../openapi/sandbox-examples';
import type { LookupService } from './lookup.service';

/** `GET /v1/entity/lookup?url=`: what a music link points at, without converting it. */
export function lookupRoutes(deps: { lookup: LookupService; apiKeys: ApiKeyService; rateLimit: RequestHandler }): Router {
  const router = Router();
  router.get('/v1/entity/lookup', requireKey(deps.apiKeys, 'public'), deps.rateLimit, async (req, res) => {
    const raw = req.query.url;
    const parsed = EntityLookupQuerySchema.safeParse({ url: Array.isArray(raw) ? raw[0] : raw });
    if (!parsed.success) throw new AppError('EBADREQUEST', formatZodError(parsed.error));
    sendData(res, await deps.lookup.lookup(currentApp(res).id, parsed.data.url));
  });
  return router;
}

export const LOOKUP_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/entity/lookup',
    tag: 'Conversion',
    summary: 'What a music link points at, without converting it',
    description:
      "Reads the entity from its own platform (the app's integration there): title, artists, cover, and for a playlist its owner " +
      'and track count, so a client can show it before a conversion. Only links to a track, album, artist or playlist on a ' +
      "supported platform are read (short links are followed on the platforms' own shortener hosts only); anything else is " +
      '400 `EINVALIDLINK` or `EHOSTUNSUPPORTED`. A text holding one such link is read as that link; one holding several ' +
      'different ones is a 400 `EINVALIDLINK` naming them. A playlist is read page by page (one platform request per page of about 100 ' +
      'tracks) and its summary kept ten minutes; tracks, albums and artists come from the shared cache of source reads.',
    auth: 'public',
    query: [{ name: 'url', description: 'A link to a track, album, artist or playlist, or a text holding one', required: true }],
    response: EntityLookupResponseSchema,
    example: EXAMPLES.lookupPlaylist,
    errors: [400, 404, 503],
  },
];
