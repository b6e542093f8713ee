import type { PlatformKey } from '@segue/core';
import type { LibraryAddition } from '@segue/core/schemas';
import { storage } from 'wxt/utils/storage';
import { linkKey } from './link-key';

/** A playlist this browser added to a linked library: what "Already added — Open in …" links to. */
export interface LibraryAdditionRecord extends LibraryAddition {
  /** The source playlist's link. */
  sourceUrl: string;
  /** The Segue user whose library received it (another account linked later has not got it). */
  userId: string;
  /** Epoch milliseconds. */
  addedAt: number;
}

export const libraryAdditionsItem = storage.defineItem<Record<string, LibraryAdditionRecord>>('local:library-additions', { fallback: {} });

/** The same source playlist (whatever form of its link) into the same platform's library. */
export function additionKey(url: string, platform: PlatformKey): string {
  return `${linkKey(url) ?? url.trim()}>${platform}`;
}

/**
 * The `Idempotency-Key` of adding this playlist to this platform's library. The server keeps keys
 * per user, so the same key from another account is another request.
 */
export function idempotencyKeyFor(url: string, platform: PlatformKey): string {
  return `segue-extension:${additionKey(url, platform)}`;
}

/** The addition of this playlist to the library of the account linked now, if there was one. */
export async function readAddition(url: string, platform: PlatformKey, userId: string | undefined): Promise<LibraryAdditionRecord | null> {
  const record = (await libraryAdditionsItem.getValue())[additionKey(url, platform)];
  return record !== undefined && record.userId === userId ? record : null;
}

export async function recordAddition(record: LibraryAdditionRecord): Promise<void> {
  const additions = await libraryAdditionsItem.getValue();
  await libraryAdditionsItem.setValue({ ...additions, [additionKey(record.sourceUrl, record.platform)]: record });
}
