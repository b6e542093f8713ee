import { prepareTrack } from './prepare-track';
import { scorePrepared } from './score-prepared';
import type { MatchScore, TrackInfo } from './track-info';

/**
 * How likely `candidate` is the same recording as `source`, 0..1, with the reasons. To rank many
 * candidates against one source, `findBestMatch` is faster: it normalises the source once.
 */
export function scoreCandidate(source: TrackInfo, candidate: TrackInfo): MatchScore {
  const { score, reasons } = scorePrepared(prepareTrack(source), prepareTrack(candidate));
  return { score, reasons };
}
