/**
 * The parts of InnerTube's renderer trees Segue reads, written from the shapes ytmusicapi parses
 * (https://github.com/sigma67/ytmusicapi, `parsers/`) and checked against the recorded responses in
 * `@segue/recorded` (data/ytmusic). Every field is optional where YouTube omits it in some layout;
 * zod drops the rest. Lists of items (rows, sections, queue entries) keep the items that read and
 * skip the others (`null`, a renderer kind we do not know, a row missing a part), so one odd item
 * never rejects a whole page; the page's frame itself is still required.
 */
import { z } from 'zod';

/** An array whose unreadable items are skipped instead of failing the whole response. */
export function lenientArray<S extends z.ZodType>(item: S) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((candidate) => {
      const parsed = item.safeParse(candidate);
      return parsed.success ? [parsed.data as z.output<S>] : [];
    }),
  );
}

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

export const textSchema = z.object({ runs: lenientArray(runSchema).optional() });

export const thumbnailsSchema = z.object({
  thumbnails: lenientArray(z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() })),
});

const musicThumbnailSchema = z.object({ musicThumbnailRenderer: z.object({ thumbnail: thumbnailsSchema }).optional() });

export const badgesSchema = lenientArray(
  z.object({
    musicInlineBadgeRenderer: z
      .object({
        icon: z.object({ iconType: z.string() }).optional(),
        accessibilityData: z.object({ accessibilityData: z.object({ label: z.string() }) }).optional(),
      })
      .optional(),
  }),
);

/** The play button over a thumbnail, and what it plays. */
const overlaySchema = z.object({
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
});

export const listItemSchema = z.object({
  flexColumns: lenientArray(z.object({ musicResponsiveListItemFlexColumnRenderer: z.object({ text: textSchema.optional() }).optional() })).optional(),
  fixedColumns: lenientArray(
    z.object({ musicResponsiveListItemFixedColumnRenderer: z.object({ text: textSchema.optional() }).optional() }),
  ).optional(),
  thumbnail: musicThumbnailSchema.optional(),
  overlay: overlaySchema.optional(),
  playlistItemData: z.object({ videoId: z.string() }).optional(),
  badges: badgesSchema.optional(),
  navigationEndpoint: navigationSchema.optional(),
  /** The row's number on an album page ("1", "2", ...): its track number. */
  index: textSchema.optional(),
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
const legacyContinuationsSchema = lenientArray(z.object({ nextContinuationData: z.object({ continuation: z.string() }).optional() }));

const shelfSchema = z.object({
  contents: lenientArray(shelfItemSchema).optional(),
  continuations: legacyContinuationsSchema.optional(),
});
export type Shelf = z.infer<typeof shelfSchema>;

const responsiveHeaderSchema = z.object({
  title: textSchema,
  subtitle: textSchema.optional(),
  straplineTextOne: textSchema.optional(),
  thumbnail: musicThumbnailSchema.optional(),
  description: z.object({ musicDescriptionShelfRenderer: z.object({ description: textSchema }).optional() }).optional(),
});

/**
 * The header of pages before the 2024 layout: type, artists and year all in `subtitle`, the cover
 * as a cropped square (browse-album-2023-detail-header-excerpt.json).
 */
const detailHeaderSchema = z.object({
  title: textSchema,
  subtitle: textSchema.optional(),
  description: textSchema.optional(),
  thumbnail: z.object({ croppedSquareThumbnailRenderer: z.object({ thumbnail: thumbnailsSchema }).optional() }).optional(),
});

/**
 * A playlist the signed-in user owns wraps its header in `musicEditablePlaylistDetailHeaderRenderer`
 * (ytmusicapi `parsers/playlists.py`); recorded in `browse-playlist-editable-2024-07.json`, and
 * around the older detail header before 2024.
 */
const editableHeaderSchema = z.object({
  header: z.object({ musicResponsiveHeaderRenderer: responsiveHeaderSchema.optional(), musicDetailHeaderRenderer: detailHeaderSchema.optional() }).optional(),
});

export const headerSchema = z.object({
  musicResponsiveHeaderRenderer: responsiveHeaderSchema.optional(),
  musicEditablePlaylistDetailHeaderRenderer: editableHeaderSchema.optional(),
  musicImmersiveHeaderRenderer: z.object({ title: textSchema, thumbnail: musicThumbnailSchema.optional() }).optional(),
  musicVisualHeaderRenderer: z.object({ title: textSchema, thumbnail: musicThumbnailSchema.optional() }).optional(),
  musicDetailHeaderRenderer: detailHeaderSchema.optional(),
});
export type Header = z.infer<typeof headerSchema>;
export type DetailHeader = z.infer<typeof detailHeaderSchema>;
export type ResponsiveHeader = z.infer<typeof responsiveHeaderSchema>;

/**
 * The top result card of a search answered without a filter: one item (song, video, album, artist,
 * playlist) told by its title's link, and rows of any kind under it (search-top-result-card-2024-07.json,
 * search-unfiltered-artist-card-2024-06.json).
 */
const cardShelfSchema = z.object({
  title: textSchema,
  subtitle: textSchema.optional(),
  thumbnail: musicThumbnailSchema.optional(),
  thumbnailOverlay: overlaySchema.optional(),
  onTap: navigationSchema.optional(),
  contents: lenientArray(shelfItemSchema).optional(),
});
export type CardShelf = z.infer<typeof cardShelfSchema>;

const sectionSchema = z.object({
  musicCardShelfRenderer: cardShelfSchema.optional(),
  /** A notice ("About these results", "Showing results for"), or in some layouts result rows (ytmusicapi `search` reads them when they are rows). */
  itemSectionRenderer: z.object({ contents: lenientArray(shelfItemSchema).optional() }).optional(),
  musicShelfRenderer: shelfSchema.optional(),
  musicPlaylistShelfRenderer: shelfSchema.optional(),
  musicResponsiveHeaderRenderer: responsiveHeaderSchema.optional(),
  musicEditablePlaylistDetailHeaderRenderer: editableHeaderSchema.optional(),
});

const sectionListSchema = z.object({
  sectionListRenderer: z.object({ contents: lenientArray(sectionSchema).optional(), continuations: legacyContinuationsSchema.optional() }).optional(),
});

const tabsSchema = lenientArray(z.object({ tabRenderer: z.object({ content: sectionListSchema.optional() }).optional() }));

const microformatSchema = z.object({
  microformatDataRenderer: z.object({ urlCanonical: z.string().optional(), title: z.string().optional(), description: z.string().optional() }).optional(),
});

/**
 * A browse answer: a page (`contents`, `header`) or a continuation (`onResponseReceivedActions`,
 * `continuationContents`). A body with none of them is not InnerTube's and is refused.
 */
export const browseResponseSchema = z
  .object({
    header: headerSchema.optional(),
    contents: z
      .object({
        twoColumnBrowseResultsRenderer: z.object({ tabs: tabsSchema.optional(), secondaryContents: sectionListSchema.optional() }).optional(),
        singleColumnBrowseResultsRenderer: z.object({ tabs: tabsSchema.optional() }).optional(),
      })
      .optional(),
    microformat: microformatSchema.optional(),
    onResponseReceivedActions: lenientArray(
      z.object({ appendContinuationItemsAction: z.object({ continuationItems: lenientArray(shelfItemSchema) }).optional() }),
    ).optional(),
    continuationContents: z
      .object({ musicPlaylistShelfContinuation: shelfSchema.optional(), musicShelfContinuation: shelfSchema.optional() })
      .optional(),
  })
  .refine((body) => body.contents ?? body.header ?? body.onResponseReceivedActions ?? body.continuationContents, {
    message: 'neither a page nor a continuation',
  });
export type BrowseResponse = z.infer<typeof browseResponseSchema>;

export const searchResponseSchema = z.object({
  contents: z.object({
    tabbedSearchResultsRenderer: z.object({ tabs: tabsSchema }).optional(),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * The next rows of a filtered search's shelf (`search?ctoken=…`): `continuationContents.musicShelfContinuation`,
 * sometimes beside a section list that holds only a message (search-continuation-songs-2026-01.json).
 */
export const searchContinuationSchema = z
  .object({
    contents: z.object({}).optional(),
    continuationContents: z.object({ musicShelfContinuation: shelfSchema.optional() }).optional(),
  })
  .refine((body) => body.contents ?? body.continuationContents, { message: 'neither a page nor a continuation' });
export type SearchContinuation = z.infer<typeof searchContinuationSchema>;
