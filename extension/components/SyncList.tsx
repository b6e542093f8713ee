import { platformName } from '@segue/core';
import type { Sync } from '@segue/core/schemas';
import { useEffect, useState } from 'react';
import type { LinkedAccounts } from '../utils/linking-items';
import type { Notice } from '../utils/notice';
import { loadSyncs, syncTokenPlatform } from '../utils/sync-calls';
import { syncTitle } from '../utils/sync-view';
import type { MoveDeps } from '../utils/transfer-calls';
import { NoticeView } from './NoticeView';
import { SyncCard } from './SyncCard';

/** The listener's playlists kept in sync on another platform, each with its state and its controls. */
export function SyncList({ deps, accounts }: { deps: MoveDeps; accounts: LinkedAccounts }) {
  const [syncs, setSyncs] = useState<Sync[] | null | undefined>(undefined);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [stopped, setStopped] = useState<Sync | null>(null);

  useEffect(() => {
    let live = true;
    void loadSyncs(deps, accounts).then((reply) => {
      if (!live) return;
      if (reply.ok) setSyncs(reply.value);
      else {
        setNotice(reply.notice);
        setSyncs(null);
      }
    });
    return () => {
      live = false;
    };
  }, [deps]);

  const replace = (next: Sync) => setSyncs((list) => list?.map((sync) => (sync.id === next.id ? next : sync)));
  const remove = (gone: Sync) => {
    setStopped(gone);
    setSyncs((list) => list?.filter((sync) => sync.id !== gone.id));
  };

  return (
    <section aria-labelledby="syncs-title" data-testid="syncs">
      <h2 id="syncs-title">Playlists kept in sync</h2>
      <p className="muted">Copies of playlists on another of your platforms, updated as their source changes. Start one from a playlist’s page in the Segue popup.</p>
      {notice && <NoticeView notice={notice} />}
      {stopped && (
        <p className="ok" role="status">
          Stopped syncing “{syncTitle(stopped)}”: the copy stays in your {platformName(stopped.target.platform)} library as it is.
        </p>
      )}
      {syncs === undefined && <p className="muted">Looking for your syncs…</p>}
      {syncs?.length === 0 && <p className="muted">No playlist kept in sync yet. On a playlist’s page, open Segue and choose “Keep a copy in sync on …”.</p>}
      {syncs && syncs.length > 0 && (
        <ul className="syncs">
          {syncs.map((sync) => (
            <SyncCard key={sync.id} sync={sync} deps={deps} platform={syncTokenPlatform(accounts, sync)} onChanged={replace} onStopped={remove} />
          ))}
        </ul>
      )}
    </section>
  );
}
