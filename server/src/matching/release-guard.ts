import { extractVersionTags } from '@segue/core';
import type { PlatformTrack } from '../platforms/types';

// The matcher lets these through as the same recording (a remaster is the same performance),
// which is right when an ISRC confirms it. Without one, a clean edit or a remaster with its own
// ISRC is another release the caller did not ask for, and one wrong track costs more than a
// missing one.
const RELEASE_KINDS = new Set(['remaster', 'mono', 'stereo', 'single-version', 'album-version']);

function releaseTags(title: string): string {
  return extractVersionTags(title)
    .filter((tag) => RELEASE_KINDS.has(tag.kind))
    .map((tag) => (tag.kind === 'remaster' ? `${tag.kind}:${tag.detail ?? ''}` : tag.kind))
    .sort()
    .join(',');
}

/**
 * Why a text-search match cannot be trusted when no ISRC compares the two (YouTube Music has
 * none; some listings lack one): another explicit flag or another release of the recording.
 * Null when nothing speaks against it.
 */
export function releaseMismatch(source: PlatformTrack, candidate: PlatformTrack): string | null {
  if (source.isrc !== undefined && candidate.isrc !== undefined) return null;
  if (source.explicit !== candidate.explicit) return `${candidate.explicit ? 'an explicit' : 'a clean'} release of ${source.explicit ? 'an explicit' : 'a clean'} track`;
  const a = releaseTags(source.title);
  const b = releaseTags(candidate.title);
  return a === b ? null : `another release (${b || 'untagged'} vs ${a || 'untagged'})`;
}
