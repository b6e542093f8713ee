import type { Transfer } from '@segue/core/schemas';
import { useEffect, useMemo, useState } from 'react';
import { browser } from 'wxt/browser';
import { linkedAccountsItem, type LinkedAccounts } from '../utils/linking-items';
import type { Notice } from '../utils/notice';
import { isConfigured } from '../utils/settings';
import { settingsItem } from '../utils/settings-items';
import { loadTransfers, moveDeps, readTransfer, tokenPlatform, type MoveDeps } from '../utils/transfer-calls';
import { canMove, isRunning, linkedPlatforms, transferToShow, withItems } from '../utils/transfer-view';
import { MoveForm } from './MoveForm';
import { NoticeView } from './NoticeView';
import { SyncList } from './SyncList';
import { TransferProgressView } from './TransferProgressView';
import { TransferResult } from './TransferResult';
import { useStorageItem } from './use-storage-item';

/** The API asks to poll a transfer every 5 seconds or more. */
const POLL_MS = 5_000;

/**
 * "Move my music": a whole library from one linked platform to another. Opened again, it shows
 * the move still running, or the last one with what it left out; below, the playlists kept in sync.
 */
export function MoveMusic() {
  const settings = useStorageItem(settingsItem);
  const accounts = useStorageItem(linkedAccountsItem);
  const deps = useMemo(() => (settings ? moveDeps(settings) : undefined), [settings?.serverUrl, settings?.publicKey]);
  const [transfer, setTransfer] = useState<Transfer | null | undefined>(undefined);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [another, setAnother] = useState(false);
  const ready = deps !== undefined && accounts !== undefined && settings !== undefined && isConfigured(settings);

  useEffect(() => {
    if (!ready) return;
    void loadTransfers(deps, accounts).then((reply) => {
      if (reply.ok) setTransfer(transferToShow(reply.value) ?? null);
      else {
        setNotice(reply.notice);
        setTransfer(null);
      }
    });
  }, [ready]);

  // Follows a running move; a finished one read from the list has no items yet, so it is read once alone.
  const needsRead = transfer != null && (isRunning(transfer) || transfer.items === undefined);
  useEffect(() => {
    if (!ready || transfer == null || !needsRead) return;
    const timer = setTimeout(
      () => {
        void readTransfer(deps, tokenPlatform(accounts, transfer), transfer.task_id).then((reply) => (reply.ok ? setTransfer(withItems(reply.value)) : setNotice(reply.notice)));
      },
      isRunning(transfer) ? POLL_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [ready, transfer, needsRead]);

  return (
    <main className="move">
      <nav className="top">
        <span className="brand">
          <img src="/icon/32.png" alt="" width={18} height={18} className="logo" />
          Segue
        </span>
        <button type="button" className="link" onClick={() => void browser.runtime.openOptionsPage()}>
          Options
        </button>
      </nav>
      <h1>Move my music</h1>
      <p className="muted">Liked songs, saved albums, followed artists and playlists, from one of your platforms to another. Nothing already there is added twice.</p>
      {settings === undefined || accounts === undefined ? (
        <p className="muted">Loading…</p>
      ) : !isConfigured(settings) ? (
        <NoticeView notice={{ kind: 'setup', title: 'Segue is not set up yet', detail: 'Add your Segue server and its public key in the options.' }} />
      ) : !canMove(accounts) ? (
        <NoticeView notice={{ kind: 'setup', title: 'Link two platforms first', detail: 'Link the platform to move from and the one to move to in the options.' }} />
      ) : (
        <MoveBody
          deps={deps!}
          accounts={accounts}
          transfer={transfer}
          notice={notice}
          showForm={transfer === null || (transfer !== undefined && !isRunning(transfer) && another)}
          onAnother={() => setAnother(true)}
          onStarted={(started) => {
            setAnother(false);
            setNotice(null);
            setTransfer(started);
          }}
          onChanged={setTransfer}
        />
      )}
      {/* A sync needs only its target linked: listed as soon as one platform is. */}
      {ready && linkedPlatforms(accounts).length > 0 && <SyncList deps={deps} accounts={accounts} />}
    </main>
  );
}

function MoveBody(props: {
  deps: MoveDeps;
  accounts: LinkedAccounts;
  transfer: Transfer | null | undefined;
  notice: Notice | null;
  showForm: boolean;
  onAnother: () => void;
  onStarted: (transfer: Transfer) => void;
  onChanged: (transfer: Transfer) => void;
}) {
  const { transfer } = props;
  return (
    <>
      {props.notice && <NoticeView notice={props.notice} />}
      {transfer === undefined && <p className="muted">Looking for your last move…</p>}
      {transfer && isRunning(transfer) && <TransferProgressView transfer={transfer} />}
      {transfer && !isRunning(transfer) && transfer.items === undefined && <p className="muted">Reading the last move…</p>}
      {transfer && !isRunning(transfer) && transfer.items !== undefined && (
        <TransferResult transfer={transfer} deps={props.deps} tokenPlatform={tokenPlatform(props.accounts, transfer)} onChanged={props.onChanged} />
      )}
      {transfer && !isRunning(transfer) && !props.showForm && (
        <button type="button" className="primary another" onClick={props.onAnother}>
          Start another move
        </button>
      )}
      {props.showForm && <MoveForm deps={props.deps} accounts={props.accounts} onStarted={props.onStarted} />}
    </>
  );
}
