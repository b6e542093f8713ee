import { platformName } from '@segue/core';
import { useEffect } from 'react';
import { lastActionItem, type LastAction } from '../utils/last-action';
import { CopyButton } from './CopyButton';
import { NoticeView } from './NoticeView';

/** The result of the last right-click; a fresh link is copied as the popup opens. */
export function LastActionView({ action, fresh }: { action: LastAction; fresh: boolean }) {
  const { outcome } = action;
  const copyNow = fresh && outcome.ok && outcome.kind === 'link' ? outcome.url : null;
  useEffect(() => {
    if (!fresh) return;
    void lastActionItem.setValue({ ...action, seen: true });
    if (copyNow !== null) void navigator.clipboard.writeText(copyNow).catch(() => undefined);
  }, [fresh, action, copyNow]);

  if (!outcome.ok) return <NoticeView notice={outcome.notice} />;
  const name = platformName(outcome.platform);
  return (
    <section className="last-action" data-testid="last-action">
      <h2>{fresh ? 'Converted' : 'Last conversion'}</h2>
      {outcome.kind === 'link' ? (
        <p>
          <a href={outcome.url} target="_blank" rel="noreferrer">
            {outcome.title} on {name}
          </a>{' '}
          <CopyButton text={outcome.url} />
          {copyNow !== null && <span className="muted small"> Link copied.</span>}
        </p>
      ) : (
        <p>The playlist is being converted to {name}: open the playlist page to follow it.</p>
      )}
    </section>
  );
}
