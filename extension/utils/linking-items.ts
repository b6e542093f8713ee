import type { PlatformKey } from '@segue/core';
import { storage } from 'wxt/utils/storage';

export interface LinkedPlatform {
  username: string;
  email: string;
  /** Epoch milliseconds. */
  linkedAt: number;
}

/** The one user who linked accounts in this browser, and the token the server gave for them. */
export interface Linking {
  /** The latest linking token: `Authorization: Bearer` on `/v1/me/...` calls. */
  token: string;
  userId: string;
  /** Epoch milliseconds at which the token stops working. */
  expiresAt: number;
  platforms: Partial<Record<PlatformKey, LinkedPlatform>>;
}

export const linkingItem = storage.defineItem<Linking | null>('local:linking', { fallback: null });
