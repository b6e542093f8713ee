import type { MusicEntityType, PlatformKey } from '@segue/core';
import type { Match } from '@segue/core/schemas';
import { storage } from 'wxt/utils/storage';
import type { Notice } from './notice';

/** What the last right-click did, for the popup to show (and copy) after the fact. */
export interface LastAction {
  at: number;
  /** The link converted, or the page it was asked from. */
  sourceUrl: string;
  /** The selected words searched, when it was a search. */
  query?: string;
  /** Set once the result was shown and its copy tried (in the page, or by a popup): tried only once. */
  seen?: boolean;
  outcome:
    | {
        ok: true;
        kind: 'link';
        platform: PlatformKey;
        url: string;
        entity: MusicEntityType;
        title: string;
        /** How the server matched it, and how sure it is. */
        match?: Match;
      }
    | { ok: true; kind: 'playlist'; platform: PlatformKey; jobKey: string }
    | { ok: false; notice: Notice };
}

export const lastActionItem = storage.defineItem<LastAction | null>('local:last-action', { fallback: null });

/** The popup copies a right-click result it is opened for within this time. */
export const FRESH_ACTION_MS = 30_000;
