import { normalizeTitle } from './normalize-title';
import type { VersionTag } from './version-tag';

/**
 * The version tags of a title, one per kind: "Song (Tiësto Remix) [Radio Edit]" gives
 * `remix (tiesto)` and `edit (radio)`. See `VersionKind` for which kinds change the recording.
 */
export function extractVersionTags(title: string): VersionTag[] {
  return normalizeTitle(title).tags;
}
