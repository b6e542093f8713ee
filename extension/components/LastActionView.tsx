import { platformName } from '@segue/core';
import { useEffect, useState } from 'react';
import { describeMatch } from '../utils/describe-match';
import { lastActionItem, type LastAction } from '../utils/last-action';
import { CopyButton } from './CopyButton';
import { NoticeView } from './NoticeView';

type Copy = 'trying' | 'copied' | 'failed' | 'no';

/**
 * The result of the last right-click. A fresh link (not yet shown in a page) is copied as the
 * popup opens, and the popup says so only once the clipboard took it; otherwise it asks for a
 * press on Copy, so the clipboard is never believed to hold a link it does not.
 */
export function LastActionView({ action, fresh }: { action: LastAction; fresh: boolean }) {
  const { outcome } = action;
  const copyNow = fresh && outcome.ok && outcome.kind === 'link' ? outcome.url : null;
  const [copy, setCopy] = useState<Copy>(copyNow === null ? 'no' : 'trying');
  useEffect(() => {
    if (!fresh) return;
    void lastActionItem.setValue({ ...action, seen: true });
    if (copyNow === null) return;
    navigator.clipboard.writeText(copyNow).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  }, [fresh, action, copyNow]);

  if (!outcome.ok) return <NoticeView notice={outcome.notice} />;
  const name = platformName(outcome.platform);
  return (
    <section className="last-action" data-testid="last-action">
      <h2>{action.query ? `Found for “${action.query}”` : fresh ? 'Converted' : 'Last conversion'}</h2>
      {outcome.kind === 'link' ? (
        <>
          <p>
            <a href={outcome.url} target="_blank" rel="noreferrer">
              {outcome.title} on {name}
            </a>{' '}
            <CopyButton text={outcome.url} />
          </p>
          {outcome.match && <p className="muted small">{describeMatch(outcome.match)}.</p>}
          {copy === 'copied' && (
            <p className="muted small" data-testid="copy-state">
              The link is in your clipboard.
            </p>
          )}
          {copy === 'failed' && (
            <p className="muted small" data-testid="copy-state">
              The link is not in your clipboard yet: press Copy.
            </p>
          )}
        </>
      ) : (
        <p>The playlist is being converted to {name}: open the playlist page to follow it.</p>
      )}
    </section>
  );
}
