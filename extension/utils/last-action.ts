import type { MusicEntityType, PlatformKey } from '@segue/core';
import { storage } from 'wxt/utils/storage';
import type { Notice } from './notice';

/** What the last right-click did, for the popup to show (and copy) after the fact. */
export interface LastAction {
  at: number;
  sourceUrl: string;
  /** Set once the result was shown and copied (in the page, or by a popup): copied only once. */
  seen?: boolean;
  outcome:
    | { ok: true; kind: 'link'; platform: PlatformKey; url: string; entity: MusicEntityType; title: string }
    | { ok: true; kind: 'playlist'; platform: PlatformKey; jobKey: string }
    | { ok: false; notice: Notice };
}

export const lastActionItem = storage.defineItem<LastAction | null>('local:last-action', { fallback: null });

/** The popup copies a right-click result it is opened for within this time. */
export const FRESH_ACTION_MS = 30_000;
