import { PlatformKeySchema } from '@segue/core/schemas';
import { z } from 'zod';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES } from '../openapi/sandbox-examples';

const ShareTrackSchema = z.object({ title: z.string(), artists: z.string(), url: z.string(), preview: z.string().optional() });

const SharePageSchema = z
  .object({
    data: z.object({
      entity: z.enum(['track', 'album', 'artist', 'playlist']),
      title: z.string(),
      subtitle: z.string(),
      cover: z.string(),
      url: z.string(),
      links: z.record(z.string(), z.string()),
      bands: z.partialRecord(PlatformKeySchema, z.enum(['verified', 'review'])).optional().meta({
        description: 'Per platform, how sure the match is: `review` is probably right but unsettled (the page marks it "Not sure" and offers that platform’s search).',
      }),
      preview: z.string().optional().meta({ description: 'A short audio clip from any platform’s answer, played on the page.' }),
      tracks: z.partialRecord(PlatformKeySchema, z.array(ShareTrackSchema)).optional().meta({
        description: 'A converted playlist: its tracks on each platform it was converted to, listed at `/s/{id}/{platform}`.',
      }),
      missing: z.partialRecord(PlatformKeySchema, z.array(z.object({ title: z.string(), artists: z.string() }))).optional().meta({
        description: 'A converted playlist: the source’s songs not found on each platform it was converted to (the track list page names them).',
      }),
    }),
    message: z.string(),
    status: z.int(),
  })
  .meta({ id: 'SharePageResponse', description: 'What the short link page shows.' });

const OEmbedSchema = z
  .object({
    version: z.literal('1.0'),
    type: z.literal('rich'),
    provider_name: z.literal('Segue'),
    provider_url: z.string(),
    title: z.string(),
    author_name: z.string().optional(),
    html: z.string().meta({ description: 'An iframe of the embeddable card, `/s/{id}/embed`.' }),
    width: z.int(),
    height: z.int(),
    thumbnail_url: z.string().optional(),
    thumbnail_width: z.int().optional(),
    thumbnail_height: z.int().optional(),
    cache_age: z.int(),
  })
  .meta({ id: 'OEmbedResponse', description: 'An oEmbed 1.0 answer (https://oembed.com/), type `rich`: not wrapped in the envelope, as oEmbed consumers expect.' });

export const SHARE_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/s/{id}.json',
    tag: 'Conversion',
    summary: 'A short link’s data',
    description:
      '`/s/{id}` (without `.json`) is the public HTML page with every platform’s link, a preview player, Open Graph tags and oEmbed discovery; ' +
      '`/s/{id}/embed` the card other sites frame; `/s/{id}/{platform}` a converted playlist’s track list on that platform.',
    auth: 'none',
    pathParams: [{ name: 'id', description: 'Short id' }],
    response: SharePageSchema,
    example: EXAMPLES.share,
    errors: [404],
  },
  {
    method: 'get',
    path: '/oembed',
    tag: 'Conversion',
    summary: 'oEmbed for a share page',
    description:
      'How a site or chat app embeds a share page: an iframe of its card. Only this server’s own share pages (`{base_url}/s/{id}`) are answered; ' +
      'any other URL is a 400. `format` other than `json` is a 501. Share pages name this endpoint in a `<link rel="alternate" type="application/json+oembed">`.',
    auth: 'none',
    query: [
      { name: 'url', description: 'The share page to embed, `{base_url}/s/{id}`.', required: true },
      { name: 'format', description: '`json` (the only one offered).' },
      { name: 'maxwidth', description: 'The most width the consumer has room for, in pixels.' },
      { name: 'maxheight', description: 'The most height the consumer has room for, in pixels.' },
    ],
    response: OEmbedSchema,
    example: EXAMPLES.oembed,
    errors: [400, 404, 501],
  },
];
