import { platformName, type PlatformKey } from '@segue/core';
import type { Transfer, TransferItem } from '@segue/core/schemas';
import { useId, useState } from 'react';
import type { Notice } from '../utils/notice';
import { applyChoice, findOnTarget, type Found, type MoveDeps } from '../utils/transfer-calls';
import { searchWordsFor } from '../utils/transfer-view';
import { NoticeView } from './NoticeView';

function describe(found: Found): string {
  const sure = found.confidence === undefined ? '' : ` (${Math.round(found.confidence * 100)}%)`;
  return `${found.title}${found.artists.length > 0 ? ` — ${found.artists.join(', ')}` : ''}${sure}`;
}

/**
 * One left-out item, fixed by a person: pick one of the candidates the target offered, or search
 * the target (words, or a pasted link) and apply what was found. The server checks the choice on
 * the target's catalog and adds it to the library.
 */
export function FixItem(props: { deps: MoveDeps; tokenPlatform: PlatformKey; transfer: Transfer; item: TransferItem; onApplied: (transfer: Transfer) => void }) {
  const { deps, transfer, item } = props;
  const to = platformName(transfer.to);
  const id = useId();
  const [query, setQuery] = useState(item.kind === 'album' || item.kind === 'artist' ? '' : searchWordsFor(item));
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState<'search' | 'apply' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const apply = (targetId: string) => {
    setNotice(null);
    setBusy('apply');
    void applyChoice(deps, props.tokenPlatform, transfer, item, targetId)
      .then((reply) => (reply.ok ? props.onApplied(reply.value) : setNotice(reply.notice)))
      .finally(() => setBusy(null));
  };
  const search = () => {
    setNotice(null);
    setFound(null);
    setBusy('search');
    void findOnTarget(deps, transfer.to, item, query)
      .then((reply) => (reply.ok ? setFound(reply.found) : setNotice(reply.notice)))
      .finally(() => setBusy(null));
  };

  return (
    <div className="fix" data-testid="fix">
      {item.candidates && item.candidates.length > 0 && (
        <>
          <p className="small">What {to} offered:</p>
          <ul className="candidates">
            {item.candidates.map((candidate) => (
              <li key={candidate.id}>
                <a href={candidate.url} target="_blank" rel="noreferrer">
                  {describe(candidate)}
                </a>{' '}
                <button type="button" disabled={busy !== null} onClick={() => apply(candidate.id)}>
                  Add this one
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <form
        className="row"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search {to}
        </label>
        <input id={`${id}-q`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={`Words or a ${to} link`} />
        <button type="submit" disabled={busy !== null || query.trim() === ''}>
          {busy === 'search' ? 'Searching…' : `Search ${to}`}
        </button>
      </form>
      {found && (
        <p className="row found" aria-live="polite">
          <a href={found.url} target="_blank" rel="noreferrer">
            {describe(found)}
          </a>
          <button type="button" className="primary" disabled={busy !== null} onClick={() => apply(found.id)}>
            {busy === 'apply' ? 'Adding…' : 'Add this one'}
          </button>
        </p>
      )}
      {notice && <NoticeView notice={notice} />}
    </div>
  );
}
