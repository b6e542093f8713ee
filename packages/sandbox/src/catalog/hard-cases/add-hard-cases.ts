/**
 * Adds the hard matching cases to a drafted catalog: each kind of case (one file each) with its
 * ground truth in the recordings themselves (`kind`, `decoyOf`, `sameAs`, which platforms carry
 * what), and a playlist of them per platform. Drawn after everything else from the draft's own
 * random stream, so the ordinary catalog stays as it was.
 */
import type { SeededRandom } from '../../seeded-random';
import type { CatalogDraft } from '../catalog-draft';
import type { Playlist } from '../model';
import type { PlatformIds } from '../platform-ids';
import { addAlbumEditions } from './album-editions';
import { addAlteredUploads } from './altered-uploads';
import { addClassicalWorks } from './classical-works';
import { addFeatVersions } from './feat-versions';
import { HardKit } from './hard-kit';
import { hardPlaylists } from './hard-playlists';
import { addInstrumentalKaraoke } from './instrumental-karaoke';
import { addIsrcReissues } from './isrc-reissues';
import { addKidsCovers } from './kids-covers';
import { addNearRemixes } from './near-remixes';
import { addRerecordings } from './rerecordings';
import { addScriptTwins } from './script-twins';
import { addVideoUploads } from './video-uploads';

const CASES = {
  script_twin: addScriptTwins,
  isrc_reissue: addIsrcReissues,
  rerecording: addRerecordings,
  feat_version: addFeatVersions,
  video_upload: addVideoUploads,
  near_remix: addNearRemixes,
  instrumental_karaoke: addInstrumentalKaraoke,
  altered_upload: addAlteredUploads,
  kids_cover: addKidsCovers,
  classical: addClassicalWorks,
  edition: addAlbumEditions,
} as const;

export function addHardCases(draft: CatalogDraft, random: SeededRandom, ids: PlatformIds, originals: number): { playlists: Playlist[] } {
  const kit = new HardKit(random.fork('cases'), ids, draft.withRandom(random), originals);
  // Each kind from a stream of its own, so tuning one kind leaves the others as they are.
  const recordings = Object.entries(CASES).flatMap(([kind, add]) => add(kit.forCase(kind)));
  return { playlists: hardPlaylists(random.fork('playlists'), ids, recordings) };
}
