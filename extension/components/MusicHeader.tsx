import { type PlatformKey, platformName } from '@segue/core';
import { useState } from 'react';

export function MusicHeader(props: { title: string; artists: string[]; cover: string; kind: string; platform: PlatformKey }) {
  // A cover that does not load (offline, expired CDN link) leaves the plain tile, not a broken image.
  const [broken, setBroken] = useState(false);
  return (
    <header className="music" data-testid="music-header">
      {props.cover && !broken ? (
        <img className="cover" src={props.cover} alt="" width={64} height={64} onError={() => setBroken(true)} />
      ) : (
        <div className="cover" />
      )}
      <div>
        <h1>{props.title}</h1>
        {props.artists.length > 0 && <p className="artists">{props.artists.join(', ')}</p>}
        <p className="muted">
          {props.kind} on {platformName(props.platform)}
        </p>
      </div>
    </header>
  );
}
