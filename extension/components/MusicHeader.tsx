import type { PlatformKey } from '@segue/core';
import { PLATFORM_LABELS } from '../utils/platform-labels';

export function MusicHeader(props: { title: string; artists: string[]; cover: string; kind: string; platform: PlatformKey }) {
  return (
    <header className="music" data-testid="music-header">
      {props.cover ? <img className="cover" src={props.cover} alt="" width={64} height={64} /> : <div className="cover" />}
      <div>
        <h1>{props.title}</h1>
        {props.artists.length > 0 && <p className="artists">{props.artists.join(', ')}</p>}
        <p className="muted">
          {props.kind} on {PLATFORM_LABELS[props.platform]}
        </p>
      </div>
    </header>
  );
}
