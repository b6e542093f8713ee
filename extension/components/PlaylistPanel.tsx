import { PLATFORM_KEYS, type PlatformKey, platformName, PLATFORMS } from '@segue/core';
import { useState } from 'react';
import { browser } from 'wxt/browser';
import { isLinked } from '../utils/linking';
import { linkingItem } from '../utils/linking-items';
import { sendMessage } from '../utils/messages';
import type { Notice } from '../utils/notice';
import { playlistJobKey, playlistJobsItem, type PlaylistJob } from '../utils/playlist-jobs';
import { NoticeView } from './NoticeView';
import { PlaylistResult } from './PlaylistResult';
import { useStorageItem } from './use-storage-item';

/** A playlist page: convert it with live progress, and add it to a linked library. */
export function PlaylistPanel({ url, source, preferred }: { url: string; source: PlatformKey; preferred: PlatformKey }) {
  const targets = PLATFORM_KEYS.filter((key) => key !== source);
  const [target, setTarget] = useState<PlatformKey>(preferred !== source ? preferred : targets[0]!);
  const [notice, setNotice] = useState<Notice | null>(null);
  const jobs = useStorageItem(playlistJobsItem);
  const linking = useStorageItem(linkingItem);
  const convertJob = jobs?.[playlistJobKey(url, target, false)];
  const addJob = jobs?.[playlistJobKey(url, target, true)];
  const name = platformName(target);

  const start = (addToLibrary: boolean) => {
    setNotice(null);
    void sendMessage('startPlaylist', { url, target, addToLibrary }).then(
      (reply) => {
        if (!reply.ok) setNotice(reply.notice);
      },
      (error: unknown) => setNotice({ kind: 'failed', title: 'Segue could not start', detail: String(error) }),
    );
  };

  return (
    <section data-testid="playlist">
      <h1>Playlist on {platformName(source)}</h1>
      <label className="row">
        Convert to
        <select value={target} onChange={(event) => setTarget(event.target.value as PlatformKey)} aria-label="Target platform">
          {targets.map((key) => (
            <option key={key} value={key}>
              {platformName(key)}
            </option>
          ))}
        </select>
        <button type="button" className="primary" disabled={convertJob?.state === 'running'} onClick={() => start(false)}>
          Convert
        </button>
      </label>
      {notice && <NoticeView notice={notice} />}
      {convertJob && <JobView job={convertJob} />}
      <div className="library">
        {isLinked(linking ?? null, target) ? (
          <button type="button" disabled={addJob?.state === 'running'} onClick={() => start(true)}>
            Add to my {name} library
          </button>
        ) : PLATFORMS[target].capabilities.link ? (
          <p className="muted small">
            <button type="button" className="link" onClick={() => void browser.runtime.openOptionsPage()}>
              Link your {name} account
            </button>{' '}
            to add this playlist to your library.
          </p>
        ) : null}
        {addJob && <JobView job={addJob} />}
      </div>
    </section>
  );
}

function JobView({ job }: { job: PlaylistJob }) {
  const name = platformName(job.target);
  if (job.state === 'failed' && job.notice) return <NoticeView notice={job.notice} />;
  if (job.state === 'running') {
    const { done = 0, total = 0 } = job.progress ?? {};
    return (
      <div className="progress" data-testid="progress" aria-live="polite">
        <progress value={done} max={total || 1} />
        <span>{total > 0 ? `${done} of ${total} tracks` : 'Starting…'}</span>
      </div>
    );
  }
  if (job.result === undefined) return null;
  return (
    <div data-testid={job.addToLibrary ? 'added' : 'converted'}>
      {job.addToLibrary && <p className="ok">Added to your {name} library.</p>}
      <PlaylistResult result={job.result} target={job.target} />
    </div>
  );
}
