/**
 * Shapes of the signed-in YouTube Music calls, pinned along the paths ytmusicapi walks
 * (parsers/library.py `get_library_contents`, `parse_playlist`, `parse_albums`,
 * `parse_artists`; mixins/library.py `get_history`; mixins/playlists.py `create_playlist`,
 * `add_playlist_items`) and the `account/account_menu` header public clients read; plus Google's
 * OAuth token answers. InnerTube objects stay open (it adds many keys); OAuth ones are strict.
 */
import { z } from 'zod';
import { browseEndpointSchema, listItemSchema, musicThumbnailSchema, runSchema } from './innertube-wire-schemas';

export const googleTokenSchema = z.strictObject({
  access_token: z.string().startsWith('ya29.'),
  expires_in: z.literal(3599),
  refresh_token: z.string().startsWith('1//').optional(),
  scope: z.string().min(1),
  token_type: z.literal('Bearer'),
});

export const googleOAuthErrorSchema = z.strictObject({ error: z.string(), error_description: z.string() });

const nextContinuation = z.array(z.object({ nextContinuationData: z.object({ continuation: z.string().min(1) }) })).min(1);

export const twoRowItemSchema = z.object({
  musicTwoRowItemRenderer: z.object({
    thumbnailRenderer: musicThumbnailSchema,
    title: z.object({ runs: z.array(runSchema.extend({ navigationEndpoint: browseEndpointSchema })).min(1) }),
    subtitle: z.object({ runs: z.array(runSchema).min(1) }),
    navigationEndpoint: browseEndpointSchema,
    menu: z
      .object({
        menuRenderer: z.object({
          items: z.array(z.object({ menuNavigationItemRenderer: z.object({ navigationEndpoint: z.object({ watchPlaylistEndpoint: z.object({ playlistId: z.string() }) }) }) })).min(1),
        }),
      })
      .optional(),
  }),
});

/** The "New playlist" tile that opens the playlists grid (ytmusicapi drops `items[0]`). */
const newPlaylistTileSchema = z.object({ musicTwoRowItemRenderer: z.object({ navigationEndpoint: z.object({ createPlaylistEndpoint: z.object({}) }) }) });

export const gridSchema = z.object({
  gridRenderer: z.object({ items: z.array(z.union([twoRowItemSchema, newPlaylistTileSchema])), continuations: nextContinuation.optional() }),
});

export const artistRowSchema = z.object({
  musicResponsiveListItemRenderer: z.object({
    thumbnail: musicThumbnailSchema,
    flexColumns: z.array(z.object({ musicResponsiveListItemFlexColumnRenderer: z.object({ text: z.object({ runs: z.array(runSchema).min(1) }) }) })).min(2),
    navigationEndpoint: browseEndpointSchema,
  }),
});

export const artistShelfSchema = z.object({
  musicShelfRenderer: z.object({ contents: z.array(artistRowSchema), continuations: nextContinuation.optional() }),
});

export function libraryPageSchema<T extends z.ZodType>(renderer: T) {
  return z.object({
    contents: z.object({
      singleColumnBrowseResultsRenderer: z.object({
        tabs: z
          .array(
            z.object({
              tabRenderer: z.object({
                content: z.object({
                  sectionListRenderer: z.object({ contents: z.array(z.object({ itemSectionRenderer: z.object({ contents: z.tuple([renderer]).rest(z.unknown()) }) })).min(1) }),
                }),
              }),
            }),
          )
          .min(1),
      }),
    }),
  });
}

export const gridContinuationSchema = z.object({
  continuationContents: z.object({ gridContinuation: z.object({ items: z.array(twoRowItemSchema), continuations: nextContinuation.optional() }) }),
});

export const shelfContinuationSchema = z.object({
  continuationContents: z.object({ musicShelfContinuation: z.object({ contents: z.array(artistRowSchema), continuations: nextContinuation.optional() }) }),
});

const historyRowSchema = listItemSchema.extend({
  musicResponsiveListItemRenderer: listItemSchema.shape.musicResponsiveListItemRenderer.extend({
    menu: z.object({ menuRenderer: z.object({ items: z.array(z.record(z.string(), z.unknown())).min(1) }) }),
  }),
});

export const historySchema = z.object({
  contents: z.object({
    singleColumnBrowseResultsRenderer: z.object({
      tabs: z
        .array(
          z.object({
            tabRenderer: z.object({
              content: z.object({
                sectionListRenderer: z.object({
                  contents: z.array(z.object({ musicShelfRenderer: z.object({ title: z.object({ runs: z.array(runSchema).min(1) }), contents: z.array(historyRowSchema).min(1) }) })).min(1),
                }),
              }),
            }),
          }),
        )
        .min(1),
    }),
  }),
});

export const accountMenuSchema = z.object({
  actions: z
    .array(
      z.object({
        openPopupAction: z.object({
          popup: z.object({
            multiPageMenuRenderer: z.object({
              header: z.object({
                activeAccountHeaderRenderer: z.object({
                  accountName: z.object({ runs: z.array(runSchema).min(1) }),
                  channelHandle: z.object({ runs: z.array(runSchema).min(1) }),
                  accountPhoto: z.object({ thumbnails: z.array(z.object({ url: z.url(), width: z.number(), height: z.number() })).min(1) }),
                }),
              }),
            }),
          }),
        }),
      }),
    )
    .min(1),
});

export const createdSchema = z.object({ playlistId: z.string().regex(/^PL[A-Za-z0-9_-]{32}$/) });

export const editedSchema = z.object({
  status: z.literal('STATUS_SUCCEEDED'),
  playlistEditResults: z.array(z.object({ playlistEditVideoAddedResultData: z.object({ videoId: z.string(), setVideoId: z.string() }) })),
});
