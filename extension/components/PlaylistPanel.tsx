import { type PlatformKey, platformName } from '@segue/core';
import { useState } from 'react';
import { additionKey, libraryAdditionsItem } from '../utils/library-additions';
import { isLinked } from '../utils/linking';
import { linkedAccountsItem } from '../utils/linking-items';
import { sendMessage } from '../utils/messages';
import type { Notice } from '../utils/notice';
import { platformOrder } from '../utils/platform-order';
import { playlistJobKey, playlistJobsItem, type PlaylistJob } from '../utils/playlist-jobs';
import { resultsPageUrl } from '../utils/results-page';
import { JobProgress } from './JobProgress';
import { LibrarySection } from './LibrarySection';
import { NoticeView } from './NoticeView';
import { PlaylistHeader } from './PlaylistHeader';
import { PlaylistResult } from './PlaylistResult';
import { SyncSection } from './SyncSection';
import { useStorageItem } from './use-storage-item';

/** The latest finished result of the playlist on the target, whichever job brought it. */
function latestResult(jobs: readonly (PlaylistJob | undefined)[]): PlaylistJob | undefined {
  return jobs.filter((job) => job?.state === 'completed' && job.result).sort((a, b) => b!.updatedAt - a!.updatedAt)[0];
}

/**
 * A playlist: its name, cover and count at once; Convert (which writes nowhere) with live
 * progress, then the tracks found with how sure each is and the ones left out; and, apart,
 * adding it to the library linked on the target, and keeping a copy in sync on your platform.
 */
export function PlaylistPanel(props: { url: string; source: PlatformKey; preferred: PlatformKey; initialTarget?: PlatformKey | undefined; inTab: boolean }) {
  const { url, source, preferred } = props;
  const targets = platformOrder(preferred, source);
  const [target, setTarget] = useState<PlatformKey>(props.initialTarget && props.initialTarget !== source ? props.initialTarget : targets[0]!);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState(false);
  const jobs = useStorageItem(playlistJobsItem);
  const accounts = useStorageItem(linkedAccountsItem);
  const additions = useStorageItem(libraryAdditionsItem);
  const convertJob = jobs?.[playlistJobKey(url, target, false)];
  const addJob = jobs?.[playlistJobKey(url, target, true)];
  const account = accounts?.[target];
  const stored = additions?.[additionKey(url, target)];
  const addition = stored !== undefined && stored.userId === account?.userId ? stored : null;
  const shown = latestResult([convertJob, addJob]);
  const converting = asking || convertJob?.state === 'running';

  const convert = () => {
    setNotice(null);
    setAsking(true);
    void sendMessage('startPlaylist', { url, target })
      .then(
        (reply) => {
          if (!reply.ok) setNotice(reply.notice);
        },
        (error: unknown) => setNotice({ kind: 'failed', title: 'Segue could not start', detail: String(error) }),
      )
      .finally(() => setAsking(false));
  };

  return (
    <section data-testid="playlist">
      <PlaylistHeader url={url} source={source} />
      <label className="row">
        Convert to
        <select value={target} onChange={(event) => setTarget(event.target.value as PlatformKey)} aria-label="Target platform">
          {targets.map((key) => (
            <option key={key} value={key}>
              {platformName(key)}
              {key === preferred ? ' (your platform)' : ''}
            </option>
          ))}
        </select>
        <button type="button" className="primary" disabled={converting} onClick={convert}>
          {converting ? 'Converting…' : 'Convert'}
        </button>
      </label>
      {notice && <NoticeView notice={notice} />}
      {convertJob?.state === 'running' && <JobProgress job={convertJob} />}
      {convertJob?.state === 'failed' && convertJob.notice && <NoticeView notice={convertJob.notice} />}
      {shown?.result && <PlaylistResult result={shown.result} target={target} {...(props.inTab ? {} : { resultsUrl: resultsPageUrl(url, target) })} />}
      <LibrarySection url={url} target={target} linked={isLinked(accounts, target)} addition={addition} job={addJob} />
      <SyncSection url={url} source={source} target={preferred} linked={isLinked(accounts, preferred)} />
    </section>
  );
}
