import { type PlatformKey, platformName } from '@segue/core';
import type { PlaylistConversion } from '@segue/core/schemas';
import { MatchBadge } from './MatchBadge';

/** A finished playlist conversion: the tracks found (with how sure), and the ones left out with why. */
export function PlaylistResult({ result, target, resultsUrl }: { result: PlaylistConversion; target: PlatformKey; resultsUrl?: string }) {
  const converted = result.platforms[target];
  const name = platformName(target);
  if (converted === undefined) return <p className="muted">Nothing came back for {name}.</p>;
  const total = converted.tracks.length + converted.omitted.length;
  return (
    <div className="playlist-result" data-testid="converted">
      <p>
        <strong>
          {converted.tracks.length} of {total} tracks found on {name}
        </strong>
        {converted.omitted.length > 0 ? `, ${converted.omitted.length} left out` : ''}.
        {resultsUrl && (
          <>
            {' '}
            <a href={resultsUrl} target="_blank" rel="noreferrer" data-testid="open-results">
              Open the results in a tab
            </a>
          </>
        )}
      </p>
      {converted.tracks.length > 0 && (
        <details open>
          <summary>Found on {name}</summary>
          <ol className="tracks" data-testid="found">
            {converted.tracks.map((track, index) => (
              <li key={`${track.id}-${index}`}>
                <a href={track.url} target="_blank" rel="noreferrer">
                  {track.title}
                </a>{' '}
                <span className="muted">{track.artists.join(', ')}</span> <MatchBadge match={track.match} />
              </li>
            ))}
          </ol>
        </details>
      )}
      {converted.omitted.length > 0 && (
        <details open={converted.omitted.length <= 5}>
          <summary>Left out</summary>
          <ul className="omitted" data-testid="omitted">
            {converted.omitted.map((omitted) => (
              <li key={`${omitted.source.id}`}>
                {omitted.source.title} · {omitted.source.artists.join(', ')} <span className="muted">({omitted.reason})</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
