import { type PlatformKey, platformName } from '@segue/core';
import { SYNC_INTERVAL, type Sync } from '@segue/core/schemas';
import { useState } from 'react';
import { sendMessage } from '../utils/messages';
import { movePageUrl } from '../utils/move-page';
import type { Notice } from '../utils/notice';
import { everyText, modeNote, statusText } from '../utils/sync-view';
import { NoticeView } from './NoticeView';

/**
 * Keeping a copy of the page's playlist in step on the listener's own platform: its own explicit
 * action, beside adding it once. Not offered on a playlist of that platform (a sync keeps a copy
 * on another one), nor before the platform is linked (the copy goes to its library).
 */
export function SyncSection(props: { url: string; source: PlatformKey; target: PlatformKey; linked: boolean }) {
  const { url, source, target, linked } = props;
  const name = platformName(target);
  const [started, setStarted] = useState<{ sync: Sync; already: boolean } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState(false);

  if (source === target || !linked) return null;
  if (started) return <SyncStarted {...started} />;

  const start = () => {
    setNotice(null);
    setAsking(true);
    void sendMessage('startSync', { url, target })
      .then(
        (reply) => (reply.ok ? setStarted({ sync: reply.sync, already: reply.already }) : setNotice(reply.notice)),
        (error: unknown) => setNotice({ kind: 'failed', title: 'Segue could not start', detail: String(error) }),
      )
      .finally(() => setAsking(false));
  };
  return (
    <div className="library sync">
      <button type="button" disabled={asking} onClick={start} data-testid="start-sync">
        {asking ? 'Starting the sync…' : `Keep a copy in sync on ${name}`}
      </button>
      <p className="muted small">
        A copy in your {name} library that follows this playlist as it changes, checked {everyText(SYNC_INTERVAL.default)}. Songs you add to the copy stay.
      </p>
      {notice && <NoticeView notice={notice} />}
    </div>
  );
}

/** The sync made (or found): where the copy is, and where to follow it. */
function SyncStarted({ sync, already }: { sync: Sync; already: boolean }) {
  const name = platformName(sync.target.platform);
  const note = modeNote(sync);
  const copy = sync.target.playlist?.url;
  return (
    <div className="library sync" data-testid="sync-started">
      <p className="ok">
        {already ? `Already kept in sync on ${name}` : `Keeping a copy in sync on ${name}: the first run is making it`}
        {copy && (
          <>
            {' '}
            —{' '}
            <a href={copy} target="_blank" rel="noreferrer">
              Open the copy
            </a>
          </>
        )}
      </p>
      {already && <p className="muted small">{statusText(sync)}</p>}
      {note && (
        <p className="muted small" data-testid="sync-mode-note">
          {note}
        </p>
      )}
      <p className="small">
        <a href={movePageUrl()} target="_blank" rel="noreferrer">
          See your syncs in Move my music
        </a>
      </p>
    </div>
  );
}
