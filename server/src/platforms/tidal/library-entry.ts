/**
 * Entries of TIDAL's liked tracks and of a playlist, read from a page of identifiers and its
 * `included` resources. Collection items carry `meta.addedAt`; playlist items also `meta.itemId`,
 * the entry's own id (https://github.com/tidal-music/tidal-sdk-web/blob/main/packages/api/bin/tidal-api-oas.json).
 * A playlist's items are `tracks` or `videos` (TIDAL has no local files and, in this API, no
 * podcasts): a video is kept as an `episode`, an entry that is no catalog track.
 */
import { z } from 'zod';
import { PlatformError } from '../../errors/platform-error';
import type { LibraryEntry } from '../kit/platform-library';
import type { PlatformTrack } from '../types';
import { collectionDocumentSchema } from './api';
import { toPlatformTrack, type Included } from './mappers';

/** A page whose identifiers keep their `meta` (the shared document schema reads only album positions). */
export const entriesPageSchema = collectionDocumentSchema.extend({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      meta: z.object({ addedAt: z.string().nullish(), itemId: z.string().nullish() }).nullish(),
    }),
  ),
});
export type EntriesPage = z.infer<typeof entriesPageSchema>;

const availabilitySchema = z.object({ availability: z.array(z.string()).nullish() });

function blankTrack(id: string): PlatformTrack {
  return { platform: 'tidal', id, title: '', artists: [], album: '', durationMs: 0, explicit: false, releaseDate: '', cover: '', preview: '', url: '' };
}

/**
 * Every identifier of the page becomes an entry, in order. One whose resource did not come
 * (redacted, or not available to this listener: "resources you cannot access at all behave as if
 * they do not exist", per the OAS) or cannot be read is kept unplayable with its id. A track
 * whose `availability` leaves out `STREAM` is listed but not playable here.
 */
export function tidalEntries(page: EntriesPage, included: Included): LibraryEntry[] {
  return page.data.map((ref) => {
    const dates = {
      ...(ref.meta?.addedAt ? { addedAt: ref.meta.addedAt } : {}),
      ...(ref.meta?.itemId ? { entryId: ref.meta.itemId } : {}),
    };
    const kind = ref.type === 'tracks' ? 'track' : 'episode';
    const resource = included.get(`${ref.type}:${ref.id}`);
    if (!resource) return { kind, track: blankTrack(ref.id), playable: false, ...dates };
    try {
      const track = toPlatformTrack(resource, included);
      const availability = availabilitySchema.safeParse(resource.attributes ?? {});
      const offered = availability.success ? availability.data.availability : undefined;
      const playable = offered == null || offered.includes('STREAM');
      return { kind, track, playable, ...dates };
    } catch (error) {
      if (!(error instanceof PlatformError) || error.code !== 'bad_response') throw error;
      return { kind, track: blankTrack(ref.id), playable: false, ...dates };
    }
  });
}
