/**
 * What one platform brings to Segue, in one record per platform folder (`platforms/<key>/index.ts`),
 * listed once in `platforms/registry.ts`. Everything else that differs per platform (settings,
 * credential forms, request budgets, names, linking) is read from these records.
 */
import { PLATFORMS, type PlatformCapabilities, type PlatformKey } from '@segue/core';
import type { z } from 'zod';
import type { PlatformHttp, RequestBudget } from '../http/http-types';
import type { PlatformAdapter } from '../types';
import type { LibraryClientOptions, LibraryWriteLimits, PlatformLibrary } from './platform-library';
import type { PlatformOAuth } from './platform-oauth';
import type { TokenSource } from './token-cache';

/** What `segue doctor` asks one platform for: stable catalog items with what they must read back. */
export interface Probe {
  /** A track id, and the ISRC its read must carry (absent where the platform has none). */
  track: { id: string; isrc?: string };
  /** An ISRC the lookup must find (the track's own where the platform has ISRCs). */
  isrc?: string;
  albumId: string;
  /** A public playlist any app may read. */
  playlistId: string;
  /** A track search that must find something. */
  search: { title: string; artists: string[] };
}

/** One host of a platform: its `SEGUE_<PLATFORM>_<HOST>_URL` setting and the real base URL. */
export interface UrlSetting {
  variable: string;
  /** The real host; empty where the driver knows the real hosts itself. */
  fallback: string;
}

/** A setting for every host in the platform's base-URL shape `U` (sandbox mode points them at the simulators). */
export type UrlSettings<U> = { readonly [N in keyof U]-?: UrlSetting };

export interface AdapterOptions<U, C> {
  baseUrls: U;
  credentials: C;
  /** The integration's client from the HTTP layer (`layer.client(platform, integrationId)`). */
  http: PlatformHttp;
  /** Clock for token expiry; tests move it. */
  now?: () => number;
}

export interface OAuthOptions<U, C> {
  baseUrls: U;
  credentials: C;
  /** `SEGUE_PUBLIC_URL`, for pages Segue serves itself (Apple Music's sign-in). */
  publicUrl: string;
}

/**
 * Account linking: `oauth` makes the flow for one integration and throws an `AppError` when the
 * integration lacks what linking needs (a platform whose catalog works without credentials, but
 * whose linking does not); a platform that cannot link accounts gives `notLinkable`, the reason
 * (`ENOTSUPPORTED`), instead.
 */
export type Linking<U, C> =
  | {
      oauth(options: OAuthOptions<U, C>): PlatformOAuth;
      /**
       * How the sign-in hands its answer to Segue's callback: a redirect (`GET`, OAuth's way and
       * the default) or a form `POST` (Apple Music: the user's token must never sit in a URL,
       * where logs and browser history keep it). The callback refuses the other method.
       */
      callbackMethod?: 'GET' | 'POST';
      notLinkable?: never;
    }
  | { oauth?: never; callbackMethod?: never; notLinkable: string };

/**
 * `U`: the platform's base-URL shape; `S`: its credential schema. The factories are methods so
 * one record fits `PlatformRecord` with the default (wider) `U` and `S`, as the registry needs.
 */
export type PlatformDefinition<P extends PlatformKey, U, S extends z.ZodObject> = Linking<U, z.output<S>> & {
  key: P;
  urls: UrlSettings<U>;
  /** What an integration holds: the credentials the app's owner created on the platform's developer console. */
  credentials: S;
  /** Fields sealed at rest; the rest are identifiers shown back by `integrations list`. */
  secretFields: readonly (keyof z.output<S> & string)[];
  /** Default request budget per integration. */
  budget: RequestBudget;
  /**
   * What `segue doctor` reads from the live platform: real catalog items, chosen for being
   * long-lived and public, each one seen in a response that a public project recorded from the
   * live API (named beside it). If the platform retires one, the doctor reports it as
   * `not_found` on that call only: replace the id here.
   */
  liveProbe: Probe;
  /**
   * The hosts the platform serves cover art and pictures from, as Content-Security-Policy host
   * sources (`i.scdn.co`, `*.mzstatic.com`): the share page shows a stored cover only from one of
   * these, and its policy allows images from nothing else.
   */
  imageHosts: readonly string[];
  /**
   * The hosts the platform serves its audio previews (short clips) from, the same way: the share
   * page plays a stored preview only from one of these. Empty for a platform that gives none.
   */
  previewHosts: readonly string[];
  adapter(options: AdapterOptions<U, z.output<S>>): PlatformAdapter;
  library(options: LibraryClientOptions<U>): PlatformLibrary;
  /** What each library write takes per request (the library's `writeLimits`), for plans made before any token is at hand. */
  libraryWriteLimits: LibraryWriteLimits;
  /**
   * The integration's own token where user-library requests carry one beside the user's
   * (Apple's developer token); throws `AppError` when the integration cannot make one.
   */
  appToken?(credentials: Record<string, string>): TokenSource;
};

export type PlatformRecord<P extends PlatformKey = PlatformKey, U = unknown, S extends z.ZodObject = z.ZodObject> = PlatformDefinition<P, U, S> & {
  /** How the platform is named to people (from `@segue/core`). */
  name: string;
  capabilities: PlatformCapabilities;
};

/** One platform's record, with its name and capabilities from `@segue/core`'s `PLATFORMS`. */
export function definePlatform<P extends PlatformKey, U, S extends z.ZodObject>(definition: PlatformDefinition<P, U, S>): PlatformRecord<P, U, S> {
  const { name, capabilities } = PLATFORMS[definition.key];
  return { ...definition, name, capabilities };
}

export type UrlsOf<R> = R extends { urls: unknown; adapter(options: AdapterOptions<infer U, never>): unknown } ? U : never;
export type CredentialsOf<R> = R extends { credentials: infer S extends z.ZodObject } ? z.output<S> : never;
