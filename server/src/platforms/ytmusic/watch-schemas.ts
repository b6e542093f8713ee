/**
 * The watch page's queue (`next`), the part of InnerTube's answer Segue reads for one song; written
 * from ytmusicapi (`parsers/watch.py`) and checked against next-*.json in `@segue/recorded`.
 */
import { z } from 'zod';
import { badgesSchema, lenientArray, textSchema, thumbnailsSchema } from './innertube-schemas';

export const panelVideoSchema = z.object({
  videoId: z.string(),
  title: textSchema,
  longBylineText: textSchema.optional(),
  lengthText: textSchema.optional(),
  thumbnail: thumbnailsSchema.optional(),
  badges: badgesSchema.optional(),
  selected: z.boolean().optional(),
});
export type PanelVideo = z.infer<typeof panelVideoSchema>;

const panelVideoRendererSchema = z.object({ playlistPanelVideoRenderer: panelVideoSchema });

/**
 * One queue entry. A song that also has a music video comes wrapped: the song in
 * `playlistPanelVideoWrapperRenderer.primaryRenderer`, the video in `counterpart[].counterpartRenderer`
 * (ytmusicapi `parsers/watch.py`; recorded in `next-wrapped-radio-2025-06.json`).
 */
const panelEntrySchema = z.object({
  playlistPanelVideoRenderer: panelVideoSchema.optional(),
  playlistPanelVideoWrapperRenderer: z
    .object({
      primaryRenderer: panelVideoRendererSchema.optional(),
      counterpart: lenientArray(z.object({ counterpartRenderer: panelVideoRendererSchema })).optional(),
    })
    .optional(),
});
export type PanelEntry = z.infer<typeof panelEntrySchema>;

export const nextResponseSchema = z.object({
  contents: z.object({
    singleColumnMusicWatchNextResultsRenderer: z.object({
      tabbedRenderer: z.object({
        watchNextTabbedResultsRenderer: z.object({
          tabs: lenientArray(
            z.object({
              tabRenderer: z.object({
                content: z
                  .object({
                    musicQueueRenderer: z.object({
                      content: z.object({ playlistPanelRenderer: z.object({ contents: lenientArray(panelEntrySchema) }) }).optional(),
                    }),
                  })
                  .optional(),
              }),
            }),
          ),
        }),
      }),
    }),
  }),
});
