import type { PlatformKey } from '@segue/core';
import { storage } from 'wxt/utils/storage';

/** One platform account linked in this browser, with the linking token its flow ended with. */
export interface LinkedAccount {
  /** `Authorization: Bearer` on `/v1/me/{platform}/…` calls for this platform. */
  token: string;
  /** The Segue user the token names (each platform's flow finds or makes its own). */
  userId: string;
  username: string;
  email: string;
  /** Epoch milliseconds. */
  linkedAt: number;
  /** Epoch milliseconds at which the token stops working. */
  expiresAt: number;
}

/**
 * The accounts linked here, one token per platform. Every platform's flow is its own public-key
 * flow, which finds or makes its user as the server decides: the extension never asks the server
 * to join accounts on its word, so it keeps each token beside its platform.
 */
export type LinkedAccounts = Partial<Record<PlatformKey, LinkedAccount>>;

export const linkedAccountsItem = storage.defineItem<LinkedAccounts>('local:linked-accounts', { fallback: {} });

/** Before one token per platform: one token for a user and the platforms it had linked. */
export interface LegacyLinking {
  token: string;
  userId: string;
  expiresAt: number;
  platforms: Partial<Record<PlatformKey, { username: string; email: string; linkedAt: number }>>;
}

export const legacyLinkingItem = storage.defineItem<LegacyLinking | null>('local:linking', { fallback: null });
