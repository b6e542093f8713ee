/**
 * InnerTube `WEB_REMIX` shapes, from the recorded browse-playlist response and ytmusicapi's
 * parsers (https://github.com/sigma67/ytmusicapi). Only the paths a reader walks are
 * pinned; InnerTube adds many more keys, which the schemas let through.
 */
import { z } from 'zod';

const videoId = z.string().regex(/^[A-Za-z0-9_-]{11}$/);

export const watchEndpointSchema = z.object({
  watchEndpoint: z.object({
    videoId,
    playlistId: z.string().optional(),
    watchEndpointMusicSupportedConfigs: z
      .object({ watchEndpointMusicConfig: z.object({ musicVideoType: z.enum(['MUSIC_VIDEO_TYPE_ATV', 'MUSIC_VIDEO_TYPE_OMV', 'MUSIC_VIDEO_TYPE_UGC']) }) })
      .optional(),
  }),
});

export const browseEndpointSchema = z.object({
  browseEndpoint: z.object({
    browseId: z.string(),
    browseEndpointContextSupportedConfigs: z.object({
      browseEndpointContextMusicConfig: z.object({ pageType: z.string().startsWith('MUSIC_PAGE_TYPE_') }),
    }),
  }),
});

export const runSchema = z.object({
  text: z.string(),
  navigationEndpoint: z.union([watchEndpointSchema, browseEndpointSchema]).optional(),
});

export const runsSchema = z.object({ runs: z.array(runSchema) });

const thumbnailsSchema = z.object({
  thumbnails: z.array(z.object({ url: z.url(), width: z.number().int(), height: z.number().int() })).min(1),
});

export const musicThumbnailSchema = z.object({ musicThumbnailRenderer: z.object({ thumbnail: thumbnailsSchema }) });

export const flexColumnSchema = z.object({
  musicResponsiveListItemFlexColumnRenderer: z.object({
    text: z.object({ runs: z.array(runSchema).optional() }),
    displayPriority: z.string().startsWith('MUSIC_RESPONSIVE_LIST_ITEM_COLUMN_DISPLAY_PRIORITY_'),
  }),
});

export const listItemSchema = z.object({
  musicResponsiveListItemRenderer: z.object({
    thumbnail: musicThumbnailSchema.optional(),
    overlay: z
      .object({
        musicItemThumbnailOverlayRenderer: z.object({
          // A song's button plays it; an album's plays its audio playlist.
          content: z.object({
            musicPlayButtonRenderer: z.object({
              playNavigationEndpoint: z.union([watchEndpointSchema, z.object({ watchPlaylistEndpoint: z.object({ playlistId: z.string() }) })]),
            }),
          }),
        }),
      })
      .optional(),
    flexColumns: z.array(flexColumnSchema).min(1),
    fixedColumns: z
      .array(z.object({ musicResponsiveListItemFixedColumnRenderer: z.object({ text: runsSchema, size: z.string().startsWith('MUSIC_RESPONSIVE_LIST_ITEM_FIXED_COLUMN_SIZE_') }) }))
      .optional(),
    badges: z
      .array(z.object({ musicInlineBadgeRenderer: z.object({ accessibilityData: z.object({ accessibilityData: z.object({ label: z.string() }) }) }) }))
      .optional(),
    playlistItemData: z.object({ videoId, playlistSetVideoId: z.string().optional() }).optional(),
    navigationEndpoint: browseEndpointSchema.optional(),
    index: runsSchema.optional(),
  }),
});

export const continuationItemSchema = z.object({
  continuationItemRenderer: z.object({
    continuationEndpoint: z.object({ continuationCommand: z.object({ token: z.string().min(1) }) }),
  }),
});

export const shelfSchema = z.object({
  musicShelfRenderer: z.object({ title: runsSchema.optional(), contents: z.array(listItemSchema) }),
});

export const searchResponseSchema = z.object({
  contents: z.object({
    tabbedSearchResultsRenderer: z.object({
      tabs: z
        .array(
          z.object({
            tabRenderer: z.object({
              content: z.object({
                sectionListRenderer: z.object({
                  contents: z.array(
                    z.union([
                      shelfSchema,
                      z.object({ itemSectionRenderer: z.object({ contents: z.array(z.unknown()) }) }),
                      // The "Top result" card of an unfiltered search.
                      z.object({ musicCardShelfRenderer: z.object({ title: runsSchema, subtitle: runsSchema }) }),
                    ]),
                  ),
                }),
              }),
            }),
          }),
        )
        .min(1),
    }),
  }),
});

const headerSchema = z.object({
  musicResponsiveHeaderRenderer: z.object({
    title: runsSchema,
    subtitle: runsSchema,
    secondSubtitle: runsSchema,
    thumbnail: musicThumbnailSchema,
    straplineTextOne: runsSchema.optional(),
    description: z.object({ musicDescriptionShelfRenderer: z.object({ description: runsSchema }) }).optional(),
  }),
});

const headerTabsSchema = z
  .array(z.object({ tabRenderer: z.object({ content: z.object({ sectionListRenderer: z.object({ contents: z.tuple([headerSchema]) }) }) }) }))
  .min(1);

/** A playlist the user owns: the same header inside the edit wrapper (browse-playlist-editable-2024-07.json). */
export const editableHeaderSchema = z.object({
  musicEditablePlaylistDetailHeaderRenderer: z.object({
    header: headerSchema,
    editHeader: z.object({ musicPlaylistEditHeaderRenderer: z.object({ playlistId: z.string() }) }),
    playlistId: z.string(),
  }),
});

/**
 * A playlist page's first tab: the header, wrapped for an owned playlist, or nothing at all for an
 * album's audio playlist (browse-playlist-audio-2025-12.json: a section list without contents).
 */
const playlistTabsSchema = z
  .array(
    z.object({
      tabRenderer: z.object({
        content: z.object({ sectionListRenderer: z.object({ contents: z.tuple([z.union([headerSchema, editableHeaderSchema])]).optional() }) }),
      }),
    }),
  )
  .min(1);

export const playlistBrowseSchema = z.object({
  contents: z.object({
    twoColumnBrowseResultsRenderer: z.object({
      secondaryContents: z.object({
        sectionListRenderer: z.object({
          contents: z
            .array(
              z.object({
                musicPlaylistShelfRenderer: z.object({
                  // An audio playlist's shelf names itself only in `targetId`.
                  playlistId: z.string().optional(),
                  targetId: z.string(),
                  contents: z.array(z.union([listItemSchema, continuationItemSchema])),
                }),
              }),
            )
            .min(1),
        }),
      }),
      tabs: playlistTabsSchema,
    }),
  }),
  microformat: z.object({ microformatDataRenderer: z.object({ urlCanonical: z.url() }) }).optional(),
});

export const continuationResponseSchema = z.object({
  onResponseReceivedActions: z
    .array(
      z.object({
        appendContinuationItemsAction: z.object({ continuationItems: z.array(z.union([listItemSchema, continuationItemSchema])) }),
      }),
    )
    .min(1),
});

export const albumBrowseSchema = z.object({
  contents: z.object({
    twoColumnBrowseResultsRenderer: z.object({
      tabs: headerTabsSchema,
      secondaryContents: z.object({ sectionListRenderer: z.object({ contents: z.array(shelfSchema).min(1) }) }),
    }),
  }),
});

export const artistBrowseSchema = z.object({
  header: z.object({ musicImmersiveHeaderRenderer: z.object({ title: runsSchema }) }),
  contents: z.object({
    singleColumnBrowseResultsRenderer: z.object({
      tabs: z.array(z.object({ tabRenderer: z.object({ content: z.object({ sectionListRenderer: z.object({ contents: z.array(z.unknown()) }) }) }) })),
    }),
  }),
});

export const panelVideoSchema = z.object({
  playlistPanelVideoRenderer: z.object({
    title: runsSchema,
    longBylineText: runsSchema,
    lengthText: runsSchema,
    videoId,
    navigationEndpoint: watchEndpointSchema,
    thumbnail: thumbnailsSchema,
  }),
});

/** A queue entry: a plain video, or a song wrapped with its music video as counterpart (next-wrapped-radio-2025-06.json). */
export const queueEntrySchema = z.union([
  panelVideoSchema,
  z.object({
    playlistPanelVideoWrapperRenderer: z.object({
      primaryRenderer: panelVideoSchema,
      counterpart: z.array(z.object({ counterpartRenderer: panelVideoSchema })).min(1),
    }),
  }),
]);

export const watchNextSchema = z.object({
  contents: z.object({
    singleColumnMusicWatchNextResultsRenderer: z.object({
      tabbedRenderer: z.object({
        watchNextTabbedResultsRenderer: z.object({
          tabs: z
            .array(
              z.object({
                tabRenderer: z.object({
                  content: z
                    .object({
                      musicQueueRenderer: z.object({
                        content: z.object({ playlistPanelRenderer: z.object({ contents: z.array(queueEntrySchema).min(1) }) }),
                      }),
                    })
                    .optional(),
                }),
              }),
            )
            .min(1),
        }),
      }),
    }),
  }),
});

export const playerSchema = z.object({
  playabilityStatus: z.object({ status: z.string(), reason: z.string().optional() }),
  videoDetails: z
    .object({ videoId, title: z.string(), lengthSeconds: z.string().regex(/^\d+$/), channelId: z.string(), author: z.string() })
    .optional(),
});

export const errorSchema = z.object({
  error: z.object({ code: z.number().int(), message: z.string(), status: z.string() }),
});
