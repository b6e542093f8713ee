import { platformName } from '@segue/core';
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { saveLinkingToken } from '../utils/linking';
import type { Notice } from '../utils/notice';
import { NoticeView } from './NoticeView';

type State = { status: 'saving' } | { status: 'linked'; text: string } | { status: 'error'; notice: Notice };

/** Where the server's linking flow ends: keeps `?token=` and takes it out of the address bar. */
export function Connected() {
  const [state, setState] = useState<State>({ status: 'saving' });
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    history.replaceState(null, '', location.pathname);
    if (token === null) {
      const reason = params.get('error_description') ?? params.get('error') ?? 'The server sent no token.';
      setState({ status: 'error', notice: { kind: 'failed', title: 'The account was not linked', detail: reason } });
      return;
    }
    void saveLinkingToken(token).then((saved) =>
      setState(
        saved.ok
          ? { status: 'linked', text: `${platformName(saved.platform)} linked${saved.username ? ` as ${saved.username}` : ''}.` }
          : { status: 'error', notice: saved.notice },
      ),
    );
  }, []);

  return (
    <main className="options">
      <h1>Segue</h1>
      {state.status === 'saving' && <p className="muted">Saving…</p>}
      {state.status === 'linked' && (
        <p className="ok" data-testid="linked">
          {state.text}
        </p>
      )}
      {state.status === 'error' && <NoticeView notice={state.notice} />}
      <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
        Back to the options
      </button>
    </main>
  );
}
