import { platformName } from '@segue/core';
import type { Transfer } from '@segue/core/schemas';
import { useState } from 'react';
import { transferCsv, transferCsvName } from '../utils/transfer-csv';
import type { MoveDeps } from '../utils/transfer-calls';
import {
  CODE_LABELS,
  filterChoices,
  filterItems,
  ITEM_KIND_LABELS,
  itemKey,
  leftOutItems,
  playlistTitle,
  summaryOf,
  type ItemFilter,
} from '../utils/transfer-view';
import { FixItem } from './FixItem';

function downloadCsv(transfer: Transfer): void {
  const url = URL.createObjectURL(new Blob([transferCsv(transfer)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = transferCsvName(transfer);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A finished move: the summary, the CSV of every item, and what was left out, to filter and fix by hand. */
export function TransferResult({ transfer, deps, tokenPlatform, onChanged }: { transfer: Transfer; deps: MoveDeps; tokenPlatform: Parameters<MoveDeps['client']>[0]; onChanged: (transfer: Transfer) => void }) {
  const [filter, setFilter] = useState<ItemFilter>({ kind: 'all', code: 'all' });
  const [fixing, setFixing] = useState<string | null>(null);
  const summary = summaryOf(transfer);
  const leftOut = leftOutItems(transfer);
  const choices = filterChoices(leftOut);
  const shown = filterItems(leftOut, filter);
  const to = platformName(transfer.to);

  return (
    <section aria-labelledby="move-result-title" data-testid="move-result">
      <h2 id="move-result-title">
        {transfer.status === 'failed' ? 'The move stopped' : 'Moved'} from {platformName(transfer.from)} to {to}
      </h2>
      {transfer.error && (
        <div className="notice" role="alert">
          <strong>{transfer.error.message}</strong>
        </div>
      )}
      <p data-testid="move-summary">
        {summary.total} items: <strong>{summary.added} added</strong>, {summary.alreadyThere} already there, {summary.leftOut} left out.
      </p>
      {transfer.playlists.some((p) => p.target) && (
        <ul className="moved-playlists">
          {transfer.playlists
            .filter((p) => p.target)
            .map((p) => (
              <li key={p.source.id}>
                <a href={p.target!.url} target="_blank" rel="noreferrer">
                  {p.source.title}
                </a>{' '}
                <span className="muted small">
                  ({p.added} of {p.tracks} songs{p.state === 'extended' ? ', added to an earlier copy' : ''})
                </span>
              </li>
            ))}
        </ul>
      )}
      <button type="button" onClick={() => downloadCsv(transfer)} data-testid="download-csv">
        Download every item as CSV
      </button>

      {leftOut.length > 0 && (
        <>
          <h3 id="left-out-title">Left out</h3>
          <div className="row wrap">
            <label>
              Kind
              <select value={filter.kind} onChange={(event) => setFilter({ ...filter, kind: event.target.value as ItemFilter['kind'] })}>
                <option value="all">All kinds ({leftOut.length})</option>
                {choices.kinds.map(([kind, n]) => (
                  <option key={kind} value={kind}>
                    {ITEM_KIND_LABELS[kind]} ({n})
                  </option>
                ))}
              </select>
            </label>
            <label>
              Reason
              <select value={filter.code} onChange={(event) => setFilter({ ...filter, code: event.target.value as ItemFilter['code'] })}>
                <option value="all">All reasons ({leftOut.length})</option>
                {choices.codes.map(([code, n]) => (
                  <option key={code} value={code}>
                    {CODE_LABELS[code]} ({n})
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ul className="left-out" aria-labelledby="left-out-title" data-testid="left-out">
            {shown.map((item) => {
              const key = itemKey(item);
              const playlist = playlistTitle(transfer, item);
              return (
                <li key={key} data-item={key} data-code={item.code}>
                  <div>
                    <span className="kind">{ITEM_KIND_LABELS[item.kind]}</span>{' '}
                    {item.source.url ? (
                      <a href={item.source.url} target="_blank" rel="noreferrer">
                        {item.source.title || 'Untitled'}
                      </a>
                    ) : (
                      item.source.title || 'Untitled'
                    )}
                    {item.source.artists.length > 0 && <> — {item.source.artists.join(', ')}</>}
                    {playlist && <span className="muted small"> in “{playlist}”</span>}
                  </div>
                  <div className="muted small">
                    {item.code ? CODE_LABELS[item.code] : 'Left out'}
                    {item.reason ? `: ${item.reason}` : ''}
                  </div>
                  <button type="button" className="link" aria-expanded={fixing === key} onClick={() => setFixing(fixing === key ? null : key)}>
                    {fixing === key ? 'Close' : 'Fix by hand'}
                  </button>
                  {fixing === key && (
                    <FixItem
                      deps={deps}
                      tokenPlatform={tokenPlatform}
                      transfer={transfer}
                      item={item}
                      onApplied={(next) => {
                        setFixing(null);
                        onChanged(next);
                      }}
                    />
                  )}
                </li>
              );
            })}
            {shown.length === 0 && <li className="muted">Nothing left out of this kind and reason.</li>}
          </ul>
        </>
      )}
    </section>
  );
}
