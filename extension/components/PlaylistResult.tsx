import { type PlatformKey, platformName } from '@segue/core';
import type { PlaylistConversion } from '@segue/core/schemas';

/** A finished playlist conversion: how many tracks made it, and the ones left out with why. */
export function PlaylistResult({ result, target }: { result: PlaylistConversion; target: PlatformKey }) {
  const converted = result.platforms[target];
  const name = platformName(target);
  if (converted === undefined) return <p className="muted">Nothing came back for {name}.</p>;
  return (
    <div className="playlist-result">
      <p>
        <strong>{result.meta.title || 'Playlist'}</strong>: {converted.tracks.length} tracks found on {name}
        {converted.omitted.length > 0 ? `, ${converted.omitted.length} left out` : ''}.
      </p>
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
