import { parseMusicUrl, PLATFORM_KEYS, platformName, type PlatformKey } from '@segue/core';
import { readAddition } from './library-additions';
import { linkedAccountsItem } from './linking-items';
import { sendMessage } from './messages';
import { isNotLinkedNotice, type Notice } from './notice';
import { playlistJobKey, playlistJobsItem, type PlaylistJob } from './playlist-jobs';
import { settingsItem } from './settings-items';
import { sharePagesPath } from './share-page-script';

/** What the share page's "Add to my … library" link asks for: a source playlist into a platform's library. */
export interface AddRequest {
  url: string;
  target: PlatformKey;
}

/**
 * Whether `pageUrl` is a share page of the configured server: the same origin exactly (the
 * registration's match pattern cannot name a port) under the server's path.
 */
export function isOwnSharePage(pageUrl: string, serverUrl: string): boolean {
  try {
    const page = new URL(pageUrl);
    const server = new URL(serverUrl.trim());
    return page.origin === server.origin && page.pathname.startsWith(sharePagesPath(server));
  } catch {
    return false;
  }
}

/**
 * The request a share page's link carries (docs/share-pages.md): a platform Segue knows and the
 * source playlist's link, which must be a playlist link. Anything else is not acted on.
 */
export function addRequestOf(link: HTMLElement): AddRequest | null {
  const target = link.dataset.seguePlatform;
  const url = link.dataset.segueSource;
  if (target === undefined || !(PLATFORM_KEYS as readonly string[]).includes(target) || url === undefined) return null;
  return parseMusicUrl(url)?.type === 'playlist' ? { url, target: target as PlatformKey } : null;
}

type State =
  | { kind: 'idle' }
  | { kind: 'adding'; progress?: PlaylistJob['progress'] }
  | { kind: 'added'; url?: string; already: boolean }
  | { kind: 'failed'; notice: Notice; canLink: boolean };

/**
 * What the link and the line under it say in each state. The link keeps its place: while adding
 * it is marked busy, once added it opens the playlist in the library.
 */
export function describeState(state: State, target: PlatformKey): { label: string; status: string; href?: string } {
  const name = platformName(target);
  switch (state.kind) {
    case 'idle':
      return { label: `Add to my ${name} library`, status: '' };
    case 'adding': {
      const { done = 0, total = 0 } = state.progress ?? {};
      return { label: `Adding to your ${name} library…`, status: total > 0 ? `${done} of ${total} tracks looked up` : 'Starting…' };
    }
    case 'added':
      return {
        label: state.url ? `Open in ${name}` : `Added to your ${name} library`,
        status: state.already ? `Already in your ${name} library.` : `Added to your ${name} library.`,
        ...(state.url ? { href: state.url } : {}),
      };
    case 'failed':
      return { label: `Add to my ${name} library`, status: `${state.notice.title}. ${state.notice.detail}` };
  }
}

/**
 * On a share page of the configured server: marks the page (`data-segue-extension` on `<html>`,
 * which shows the page's hidden "Add to my … library" link) and adds the playlist to the library
 * linked on the link's platform when it is clicked, through the background, as the popup does
 * (once per playlist and library; progress and the result shown under the link). Returns the
 * function that stops watching, or null on a page that is not one of the server's.
 */
export async function enhanceSharePage(doc: Document, pageUrl: string): Promise<(() => void) | null> {
  const settings = await settingsItem.getValue();
  if (!isOwnSharePage(pageUrl, settings.serverUrl)) return null;
  const link = doc.querySelector<HTMLAnchorElement>('a[data-segue-add-playlist]');
  const request = link === null ? null : addRequestOf(link);
  // A link the extension cannot act on stays hidden: it goes before the page is marked.
  if (link !== null && request === null) link.remove();
  doc.documentElement.setAttribute('data-segue-extension', '');
  if (link === null || request === null) return () => undefined;

  const status = doc.createElement('p');
  status.className = 'add-status';
  status.setAttribute('role', 'status');
  link.after(status);
  const jobKey = playlistJobKey(request.url, request.target, true);
  let state: State = { kind: 'idle' };

  const show = (next: State) => {
    state = next;
    const view = describeState(state, request.target);
    link.textContent = view.label;
    if (view.href) link.href = view.href;
    link.toggleAttribute('aria-disabled', state.kind === 'adding');
    status.textContent = view.status;
    if (state.kind === 'failed' && state.canLink) status.append(' ', linkButton());
  };

  const linkButton = () => {
    const name = platformName(request.target);
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = `Link ${name}`;
    button.addEventListener('click', () => {
      button.disabled = true;
      void sendMessage('link', { platform: request.target }).then((reply) => {
        if (reply.ok) void add();
        else show({ kind: 'failed', notice: reply.notice, canLink: true });
      });
    });
    return button;
  };

  const follow = (job: PlaylistJob | undefined) => {
    if (job === undefined || state.kind !== 'adding') return;
    if (job.state === 'running') show({ kind: 'adding', ...(job.progress ? { progress: job.progress } : {}) });
    else if (job.state === 'completed') show({ kind: 'added', already: job.replayed === true, ...(job.result?.library ? { url: job.result.library.url } : {}) });
    else show({ kind: 'failed', notice: job.notice ?? { kind: 'failed', title: 'The playlist was not added', detail: 'Try again.' }, canLink: false });
  };

  const add = async (): Promise<void> => {
    show({ kind: 'adding' });
    const reply = await sendMessage('addToLibrary', request).catch((error: unknown) => ({
      ok: false as const,
      notice: { kind: 'failed' as const, title: 'Segue could not start', detail: String(error) },
    }));
    if (!reply.ok) {
      show({ kind: 'failed', notice: reply.notice, canLink: isNotLinkedNotice(reply.notice, platformName(request.target)) });
      return;
    }
    if (reply.already) {
      show({ kind: 'added', url: reply.already.url, already: true });
      return;
    }
    follow((await playlistJobsItem.getValue())[reply.jobKey]);
  };

  link.addEventListener('click', (event) => {
    // Once added, the link opens the playlist; a click made by the page's own script is not the reader's.
    if (state.kind === 'added' && state.url) return;
    event.preventDefault();
    if (!event.isTrusted || state.kind === 'adding') return;
    void add();
  });
  const unwatch = playlistJobsItem.watch((jobs) => follow(jobs[jobKey] ?? undefined));

  // What this browser already knows: an addition made before, or one running (from the popup).
  const account = (await linkedAccountsItem.getValue())[request.target];
  const before = await readAddition(request.url, request.target, account?.userId);
  const running = (await playlistJobsItem.getValue())[jobKey];
  if (before !== null) show({ kind: 'added', url: before.url, already: true });
  else if (running?.state === 'running') {
    show({ kind: 'adding' });
    follow(running);
  }
  return unwatch;
}
