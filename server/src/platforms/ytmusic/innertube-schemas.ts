/**
 * The parts of InnerTube's renderer trees Segue reads, written from the shapes ytmusicapi parses
 * (https://github.com/sigma67/ytmusicapi, `parsers/`) and recorded YouTube Music responses. Every
 * field is optional where YouTube omits it in some layouts; zod drops the rest.
 */
import { z } from 'zod';

const browseEndpointSchema = z.object({
  browseId: z.string(),
  browseEndpointContextSupportedConfigs: z
    .object({ browseEndpointContextMusicConfig: z.object({ pageType: z.string().optional() }).optional() })
    .optional(),
});

const watchEndpointSchema = z.object({
  videoId: z.string().optional(),
  playlistId: z.string().optional(),
  watchEndpointMusicSupportedConfigs: z
    .object({ watchEndpointMusicConfig: z.object({ musicVideoType: z.string().optional() }).optional() })
    .optional(),
});

const navigationSchema = z.object({
  browseEndpoint: browseEndpointSchema.optional(),
  watchEndpoint: watchEndpointSchema.optional(),
});

export const runSchema = z.object({ text: z.string(), navigationEndpoint: navigationSchema.optional() });
export type Run = z.infer<typeof runSchema>;

export const textSchema = z.object({ runs: z.array(runSchema).optional() });

export const thumbnailsSchema = z.object({
  thumbnails: z.array(z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() })),
});

const musicThumbnailSchema = z.object({ musicThumbnailRenderer: z.object({ thumbnail: thumbnailsSchema }).optional() });

export const badgesSchema = z.array(
  z.object({
    musicInlineBadgeRenderer: z
      .object({
        icon: z.object({ iconType: z.string() }).optional(),
        accessibilityData: z.object({ accessibilityData: z.object({ label: z.string() }) }).optional(),
      })
      .optional(),
  }),
);

export const listItemSchema = z.object({
  flexColumns: z
    .array(z.object({ musicResponsiveListItemFlexColumnRenderer: z.object({ text: textSchema.optional() }).optional() }))
    .optional(),
  fixedColumns: z
    .array(z.object({ musicResponsiveListItemFixedColumnRenderer: z.object({ text: textSchema.optional() }).optional() }))
    .optional(),
  thumbnail: musicThumbnailSchema.optional(),
  overlay: z
    .object({
      musicItemThumbnailOverlayRenderer: z
        .object({
          content: z
            .object({
              musicPlayButtonRenderer: z
                .object({ playNavigationEndpoint: z.object({ watchEndpoint: watchEndpointSchema.optional() }).optional() })
                .optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
  playlistItemData: z.object({ videoId: z.string() }).optional(),
  badges: badgesSchema.optional(),
  navigationEndpoint: navigationSchema.optional(),
});
export type ListItem = z.infer<typeof listItemSchema>;

const continuationItemSchema = z.object({
  continuationEndpoint: z.object({ continuationCommand: z.object({ token: z.string() }) }),
});

export const shelfItemSchema = z.object({
  musicResponsiveListItemRenderer: listItemSchema.optional(),
  continuationItemRenderer: continuationItemSchema.optional(),
});
export type ShelfItem = z.infer<typeof shelfItemSchema>;

/** The legacy continuation marker, before the 2025 continuation items. */
const legacyContinuationsSchema = z.array(
  z.object({ nextContinuationData: z.object({ continuation: z.string() }).optional() }),
);

const shelfSchema = z.object({
  contents: z.array(shelfItemSchema).optional(),
  continuations: legacyContinuationsSchema.optional(),
});

export const headerSchema = z.object({
  musicResponsiveHeaderRenderer: z
    .object({
      title: textSchema,
      subtitle: textSchema.optional(),
      straplineTextOne: textSchema.optional(),
      thumbnail: musicThumbnailSchema.optional(),
      description: z.object({ musicDescriptionShelfRenderer: z.object({ description: textSchema }).optional() }).optional(),
    })
    .optional(),
  musicImmersiveHeaderRenderer: z.object({ title: textSchema, thumbnail: musicThumbnailSchema.optional() }).optional(),
  musicVisualHeaderRenderer: z.object({ title: textSchema, thumbnail: musicThumbnailSchema.optional() }).optional(),
  musicDetailHeaderRenderer: z.object({ title: textSchema, subtitle: textSchema.optional() }).optional(),
});
export type Header = z.infer<typeof headerSchema>;

const sectionSchema = z.object({
  musicShelfRenderer: shelfSchema.optional(),
  musicPlaylistShelfRenderer: shelfSchema.optional(),
  musicResponsiveHeaderRenderer: headerSchema.shape.musicResponsiveHeaderRenderer,
});

const sectionListSchema = z.object({
  sectionListRenderer: z
    .object({ contents: z.array(sectionSchema).optional(), continuations: legacyContinuationsSchema.optional() })
    .optional(),
});

const tabsSchema = z.array(z.object({ tabRenderer: z.object({ content: sectionListSchema.optional() }).optional() }));

export const browseResponseSchema = z.object({
  header: headerSchema.optional(),
  contents: z
    .object({
      twoColumnBrowseResultsRenderer: z.object({ tabs: tabsSchema.optional(), secondaryContents: sectionListSchema.optional() }).optional(),
      singleColumnBrowseResultsRenderer: z.object({ tabs: tabsSchema.optional() }).optional(),
    })
    .optional(),
  microformat: z
    .object({
      microformatDataRenderer: z
        .object({ urlCanonical: z.string().optional(), title: z.string().optional(), description: z.string().optional() })
        .optional(),
    })
    .optional(),
  onResponseReceivedActions: z
    .array(z.object({ appendContinuationItemsAction: z.object({ continuationItems: z.array(shelfItemSchema) }).optional() }))
    .optional(),
  continuationContents: z
    .object({ musicPlaylistShelfContinuation: shelfSchema.optional(), musicShelfContinuation: shelfSchema.optional() })
    .optional(),
});
export type BrowseResponse = z.infer<typeof browseResponseSchema>;

export const searchResponseSchema = z.object({
  contents: z
    .object({
      tabbedSearchResultsRenderer: z.object({ tabs: tabsSchema }).optional(),
    })
    .optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const panelVideoSchema = z.object({
  videoId: z.string(),
  title: textSchema,
  longBylineText: textSchema.optional(),
  lengthText: textSchema.optional(),
  thumbnail: thumbnailsSchema.optional(),
  badges: badgesSchema.optional(),
});
export type PanelVideo = z.infer<typeof panelVideoSchema>;

export const nextResponseSchema = z.object({
  contents: z.object({
    singleColumnMusicWatchNextResultsRenderer: z.object({
      tabbedRenderer: z.object({
        watchNextTabbedResultsRenderer: z.object({
          tabs: z.array(
            z.object({
              tabRenderer: z.object({
                content: z
                  .object({
                    musicQueueRenderer: z.object({
                      content: z
                        .object({
                          playlistPanelRenderer: z.object({
                            contents: z.array(z.object({ playlistPanelVideoRenderer: panelVideoSchema.optional() })),
                          }),
                        })
                        .optional(),
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
