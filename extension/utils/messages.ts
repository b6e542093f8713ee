import type { PlatformKey } from '@segue/core';
import type { ConversionResult, EntityLookup, Sync } from '@segue/core/schemas';
import { browser } from 'wxt/browser';
import type { LibraryAdditionRecord } from './library-additions';
import type { Outcome } from './notice';

export interface ConvertReply {
  result: ConversionResult;
  /** True when the answer came from the extension's cache. */
  cached: boolean;
  savedAt: number;
}

/**
 * Where the page button went: the music's own page on the preferred platform (a playlist's, once
 * added to the linked library there), or the results page of a playlist being converted.
 */
export type OpenReply =
  | { opened: 'tab'; url: string; platform: PlatformKey }
  | { opened: 'results'; url: string; platform: PlatformKey; jobKey: string };

export interface Toast {
  text: string;
  tone: 'ok' | 'error';
  /**
   * Copied to the clipboard by the page, which has the focus after a right-click. The page says
   * whether the copy worked, and offers a Copy button when it did not.
   */
  copyText?: string;
}

/** What a page did with a toast: it was shown, and its link copied or not. */
export interface ToastShown {
  copied: boolean;
}

/** Messages to the background service worker: the one place that talks to the server. */
export interface MessageMap {
  convert: { data: { url: string; refresh?: boolean }; reply: Outcome<ConvertReply> };
  /** Opens the page's music on the preferred platform; a playlist is converted (into the library when linked). */
  openOnPreferred: { data: { url: string }; reply: Outcome<OpenReply> };
  /** Words ("Paper Tide Crystal Feather") searched through the server, for the preferred platform. */
  search: { data: { query: string }; reply: Outcome<ConvertReply> };
  /** What a link points at (a playlist's name, cover and count), without converting it. */
  lookup: { data: { url: string }; reply: Outcome<{ lookup: EntityLookup }> };
  /** Converts a playlist (nothing is written to any library). */
  startPlaylist: { data: { url: string; target: PlatformKey }; reply: Outcome<{ jobKey: string }> };
  /** Adds a playlist to the library linked on `target`, once; `already` when it was added before. */
  addToLibrary: { data: { url: string; target: PlatformKey }; reply: Outcome<{ jobKey: string; already?: LibraryAdditionRecord }> };
  /** Keeps a copy of a playlist in step in the library linked on `target`; `already` when it was synced there before. */
  startSync: { data: { url: string; target: PlatformKey }; reply: Outcome<{ sync: Sync; already: boolean }> };
  /** Links an account through the browser's web-auth flow (run here: a popup closes when the flow's window opens). */
  link: { data: { platform: PlatformKey }; reply: Outcome<{ platform: PlatformKey; username: string }> };
}

/** Messages from the background to a content script in a tab. */
export interface TabMessageMap {
  showToast: { data: Toast; reply: ToastShown };
}

type Envelope<M> = { [K in keyof M]: { segue: K; data: M[K] extends { data: infer D } ? D : never } }[keyof M];

export type Handlers<M> = {
  [K in keyof M]: (
    data: M[K] extends { data: infer D } ? D : never,
    sender: { tab?: { id?: number; index?: number; url?: string } },
  ) => Promise<M[K] extends { reply: infer R } ? R : never>;
};

function isEnvelope(message: unknown): message is { segue: string; data: unknown } {
  return typeof message === 'object' && message !== null && typeof (message as { segue?: unknown }).segue === 'string';
}

/** Sends a typed message to the background and resolves to its reply. */
export async function sendMessage<K extends keyof MessageMap>(
  type: K,
  data: MessageMap[K]['data'],
): Promise<MessageMap[K]['reply']> {
  const envelope: Envelope<MessageMap> = { segue: type, data } as Envelope<MessageMap>;
  return (await browser.runtime.sendMessage(envelope)) as MessageMap[K]['reply'];
}

/** Sends a typed message to the content script of one tab. */
export async function sendTabMessage<K extends keyof TabMessageMap>(
  tabId: number,
  type: K,
  data: TabMessageMap[K]['data'],
): Promise<TabMessageMap[K]['reply']> {
  return (await browser.tabs.sendMessage(tabId, { segue: type, data })) as TabMessageMap[K]['reply'];
}

/**
 * Answers the messages of one map. Messages of the other map, or from anything else, are left
 * for other listeners. Replies go through `sendResponse` (with `true` to keep the channel open),
 * which browsers, webextension-polyfill and the test fake all understand.
 */
export function onMessages<M>(handlers: Handlers<M>): () => void {
  type Sender = { tab?: { id?: number; index?: number; url?: string } };
  const listener = (message: unknown, sender: Sender, sendResponse: (reply: unknown) => void) => {
    if (!isEnvelope(message) || !Object.hasOwn(handlers, message.segue)) return false;
    const handler = handlers[message.segue as keyof M] as (data: unknown, from: Sender) => Promise<unknown>;
    handler(message.data, sender).then(sendResponse, (error: unknown) => {
      console.error('segue: message handler failed', message.segue, error);
      sendResponse(undefined);
    });
    return true as const;
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}
