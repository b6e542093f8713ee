import { type PlatformKey, platformName } from '@segue/core';
import type { EntityLookup } from '@segue/core/schemas';
import { useEffect, useState } from 'react';
import { sendMessage } from '../utils/messages';
import type { Notice } from '../utils/notice';
import { NoticeView } from './NoticeView';

type State = { status: 'loading' } | { status: 'done'; lookup: EntityLookup } | { status: 'error'; notice: Notice };

/** The playlist's name, cover, owner and track count, read at once (no conversion) through the server. */
export function PlaylistHeader({ url, source }: { url: string; source: PlatformKey }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    void sendMessage('lookup', { url }).then(
      (reply) => setState(reply.ok ? { status: 'done', lookup: reply.lookup } : { status: 'error', notice: reply.notice }),
      (error: unknown) => setState({ status: 'error', notice: { kind: 'failed', title: 'Segue could not read the playlist', detail: String(error) } }),
    );
  }, [url]);

  if (state.status === 'error') return <NoticeView notice={state.notice} />;
  const lookup = state.status === 'done' ? state.lookup : null;
  const facts = [
    lookup?.owner ? `by ${lookup.owner}` : null,
    lookup?.track_count === undefined ? null : `${lookup.track_count} track${lookup.track_count === 1 ? '' : 's'}`,
    `on ${platformName(source)}`,
  ].filter((fact) => fact !== null);
  return (
    <header className="music" data-testid="playlist-header" aria-busy={lookup === null}>
      {lookup?.cover && !broken ? (
        <img className="cover" src={lookup.cover} alt="" width={64} height={64} onError={() => setBroken(true)} />
      ) : (
        <div className="cover" />
      )}
      <div>
        <h1>{lookup ? lookup.title || 'Untitled playlist' : 'Playlist'}</h1>
        <p className="muted" data-testid="playlist-facts">
          {lookup ? facts.join(' · ') : 'Reading the playlist…'}
        </p>
      </div>
    </header>
  );
}
