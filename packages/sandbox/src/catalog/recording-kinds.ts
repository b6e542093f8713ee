/** Every `RecordingKind`, in the order benches report them: the ordinary catalog first. */
import type { RecordingKind } from './model';

const ALL = {
  plain: true,
  script_twin: true,
  isrc_reissue: true,
  rerecording: true,
  feat_version: true,
  video_upload: true,
  near_remix: true,
  instrumental_karaoke: true,
  altered_upload: true,
  kids_cover: true,
  classical: true,
  edition: true,
} as const satisfies Record<RecordingKind, true>;

export const RECORDING_KINDS = Object.keys(ALL) as RecordingKind[];
