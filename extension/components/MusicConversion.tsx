import { type PlatformKey, platformName } from '@segue/core';
import { useEffect, useState } from 'react';
import { platformEntries, shareLink, summarizeResult } from '../utils/describe-result';
import { loadConversion } from '../utils/load-conversion';
import type { ConvertReply } from '../utils/messages';
import type { Notice } from '../utils/notice';
import { platformOrder } from '../utils/platform-order';
import { CopyButton } from './CopyButton';
import { MatchBadge } from './MatchBadge';
import { MusicHeader } from './MusicHeader';
import { NoticeView } from './NoticeView';

type State = { status: 'loading' } | { status: 'done'; reply: ConvertReply } | { status: 'error'; notice: Notice };

/** A track, album or artist: what it is, and the same music on every other platform, yours first. */
export function MusicConversion(props: { url: string; source: PlatformKey; kind: string; serverUrl: string; preferred: PlatformKey }) {
  const { url, source, kind, serverUrl, preferred } = props;
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = (refresh: boolean) => {
    setState({ status: 'loading' });
    void loadConversion(url, refresh).then((reply) =>
      setState(reply.ok ? { status: 'done', reply } : { status: 'error', notice: reply.notice }),
    );
  };
  useEffect(() => load(false), [url]);
  useEffect(() => {
    // The benchmark reads this mark: the moment a conversion is on screen.
    if (state.status === 'done') performance.mark('segue:conversion-shown');
  }, [state.status]);

  if (state.status === 'loading') return <p className="muted" aria-busy="true">Finding this {kind} on other platforms…</p>;
  if (state.status === 'error') return <NoticeView notice={state.notice} onRetry={() => load(true)} />;

  const { result, cached } = state.reply;
  const summary = summarizeResult(result, source);
  const entries = new Map(platformEntries(result).map((entry) => [entry.platform, entry]));
  const share = shareLink(result, serverUrl);
  return (
    <section data-testid="conversion">
      {summary && <MusicHeader {...summary} kind={kind} platform={source} />}
      <ul className="platforms">
        {platformOrder(preferred, source).map((key) => {
          const entry = entries.get(key);
          const mine = key === preferred;
          return (
            <li key={key} data-platform={key} className={mine ? 'preferred' : undefined}>
              <span className="label">
                {platformName(key)}
                {mine && <span className="yours">your platform</span>}
              </span>
              {entry ? (
                <span className="actions">
                  <MatchBadge match={entry.match} />
                  <a href={entry.url} target="_blank" rel="noreferrer" className="open">
                    Open
                  </a>
                  <CopyButton text={entry.url} />
                </span>
              ) : (
                <span className="muted not-found">Not found on {platformName(key)}</span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="share">
        <span className="label">Share link</span>
        <a href={share} target="_blank" rel="noreferrer" className="share-link">
          {share.replace(/^https?:\/\//, '')}
        </a>
        <CopyButton text={share} />
      </div>
      <p className="muted small">
        {cached ? 'From Segue’s cache. ' : ''}
        <button type="button" className="link" onClick={() => load(true)}>
          Refresh
        </button>
      </p>
    </section>
  );
}
