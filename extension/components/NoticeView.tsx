import { browser } from 'wxt/browser';
import type { Notice } from '../utils/notice';

const NEEDS_OPTIONS = new Set<Notice['kind']>(['setup', 'permission', 'bad-key', 'unreachable']);

/** An error or hint, in place: what happened, what to do, and the way there. */
export function NoticeView({ notice, onRetry }: { notice: Notice; onRetry?: () => void }) {
  return (
    <div className={`notice notice-${notice.kind}`} role="alert" data-notice={notice.kind}>
      <strong>{notice.title}</strong>
      <p>{notice.detail}</p>
      <div className="row">
        {NEEDS_OPTIONS.has(notice.kind) && (
          <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
            Open options
          </button>
        )}
        {onRetry && notice.kind !== 'not-music' && (
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
