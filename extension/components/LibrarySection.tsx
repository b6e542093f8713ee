import { type PlatformKey, PLATFORMS, platformName } from '@segue/core';
import { useState } from 'react';
import type { LibraryAdditionRecord } from '../utils/library-additions';
import { sendMessage } from '../utils/messages';
import type { Notice } from '../utils/notice';
import type { PlaylistJob } from '../utils/playlist-jobs';
import { JobProgress } from './JobProgress';
import { NoticeView } from './NoticeView';

/**
 * Adding the playlist to the library linked on the target: its own explicit action, disabled
 * while it runs, once per playlist and library ("Already added" with the link after that).
 */
export function LibrarySection(props: { url: string; target: PlatformKey; linked: boolean; addition: LibraryAdditionRecord | null; job: PlaylistJob | undefined }) {
  const { url, target, linked, addition, job } = props;
  const name = platformName(target);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [already, setAlready] = useState(false);
  const [asking, setAsking] = useState(false);
  const running = asking || job?.state === 'running';

  if (addition !== null) {
    return (
      <div className="library">
        <p className="ok" data-testid="added">
          {already || job?.replayed ? 'Already added' : 'Added'} —{' '}
          <a href={addition.url} target="_blank" rel="noreferrer">
            Open in {name}
          </a>
        </p>
      </div>
    );
  }
  const capabilities = PLATFORMS[target].capabilities;
  if (!capabilities.addPlaylist) return null;
  if (!linked) {
    return (
      <div className="library">
        <p className="muted small">
          {capabilities.link ? `Link your ${name} account to add this playlist to your library there.` : `${name} accounts cannot be linked on this server.`}
        </p>
        {capabilities.link && (
          <button
            type="button"
            onClick={() => {
              setNotice(null);
              // Runs in the background: this popup closes when the sign-in window opens.
              void sendMessage('link', { platform: target }).then((reply) => {
                if (!reply.ok) setNotice(reply.notice);
              });
            }}
          >
            Link {name}
          </button>
        )}
        {notice && <NoticeView notice={notice} />}
      </div>
    );
  }
  const add = () => {
    setNotice(null);
    setAsking(true);
    void sendMessage('addToLibrary', { url, target })
      .then(
        (reply) => {
          if (!reply.ok) setNotice(reply.notice);
          else if (reply.already) setAlready(true);
        },
        (error: unknown) => setNotice({ kind: 'failed', title: 'Segue could not start', detail: String(error) }),
      )
      .finally(() => setAsking(false));
  };
  return (
    <div className="library">
      <button type="button" className="primary" disabled={running} onClick={add} data-testid="add-to-library">
        {running ? `Adding to your ${name} library…` : `Add to my ${name} library`}
      </button>
      {job?.state === 'running' && <JobProgress job={job} />}
      {job?.state === 'failed' && job.notice && <NoticeView notice={job.notice} />}
      {notice && <NoticeView notice={notice} />}
    </div>
  );
}
