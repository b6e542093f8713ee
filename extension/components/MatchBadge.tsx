import type { Match } from '@segue/core/schemas';
import { describeMatch, matchBadge } from '../utils/describe-match';

/** How a match was made and how sure the server is: short on screen, in full on hover and for screen readers. */
export function MatchBadge({ match }: { match: Match | undefined }) {
  if (match === undefined) return null;
  const sure = match.method === 'same' || match.confidence >= 0.9;
  return (
    <span className={`match ${sure ? 'sure' : 'unsure'}`} title={describeMatch(match)} aria-label={describeMatch(match)} data-match={match.method}>
      {matchBadge(match)}
    </span>
  );
}
