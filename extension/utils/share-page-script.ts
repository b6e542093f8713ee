import { browser } from 'wxt/browser';
import { serverOriginPattern } from './server-access';
import type { Settings } from './settings';

/**
 * The content script for the configured server's share pages (`{server}/s/…`), registered at
 * run time because every user runs their own server: the manifest cannot name it. It is
 * registered only while the user has allowed the extension to reach that server (the options
 * page asks), and follows the server address when it changes.
 */
export const SHARE_PAGE_SCRIPT_ID = 'segue-share-pages';
/** Where WXT builds `entrypoints/share-page.content.ts` (registration: 'runtime'). */
export const SHARE_PAGE_SCRIPT_FILE = 'content-scripts/share-page.js';

/** What of `browser.scripting` and `browser.permissions` the registration uses. */
export interface ScriptRegistry {
  registered(id: string): Promise<{ matches?: string[] }[]>;
  register(script: { id: string; matches: string[]; js: string[]; runAt: 'document_idle' }): Promise<void>;
  unregister(id: string): Promise<void>;
  allowed(originPattern: string): Promise<boolean>;
  /** Calls back when the user grants or withdraws a host permission. */
  onPermissionsChanged(listener: () => void): void;
}

export function browserScriptRegistry(): ScriptRegistry {
  return {
    registered: (id) => browser.scripting.getRegisteredContentScripts({ ids: [id] }),
    register: (script) => browser.scripting.registerContentScripts([script]),
    unregister: (id) => browser.scripting.unregisterContentScripts({ ids: [id] }),
    allowed: (originPattern) => browser.permissions.contains({ origins: [originPattern] }),
    onPermissionsChanged: (listener) => {
      browser.permissions.onAdded.addListener(listener);
      browser.permissions.onRemoved.addListener(listener);
    },
  };
}

/**
 * The match pattern of the server's share pages. Match patterns carry no port, so this matches
 * the host on any port: the script itself acts only on the exact origin (sharePageRequest).
 */
export function sharePagesPattern(serverUrl: string): string | null {
  if (serverOriginPattern(serverUrl) === null) return null;
  const server = new URL(serverUrl.trim());
  return `${server.protocol}//${server.hostname}${sharePagesPath(server)}*`;
}

/** Where the server's share pages live: `/s/` under the server's own path. */
export function sharePagesPath(server: URL): string {
  return `${server.pathname.replace(/\/+$/, '')}/s/`;
}

let pending: Promise<unknown> = Promise.resolve();

/**
 * Brings the registration in line with the settings and the permission granted: registered on
 * the server's share pages while the server may be reached, gone otherwise. Calls run one after
 * another (settings and permission changes can arrive together).
 */
export function syncSharePageScript(settings: Settings, registry: ScriptRegistry = browserScriptRegistry()): Promise<'registered' | 'kept' | 'removed' | 'none'> {
  const run = pending.then(async () => {
    const pattern = sharePagesPattern(settings.serverUrl);
    const origin = serverOriginPattern(settings.serverUrl);
    const wanted = pattern !== null && origin !== null && (await registry.allowed(origin));
    const [existing] = await registry.registered(SHARE_PAGE_SCRIPT_ID);
    if (existing !== undefined && wanted && existing.matches?.length === 1 && existing.matches[0] === pattern) return 'kept' as const;
    if (existing !== undefined) await registry.unregister(SHARE_PAGE_SCRIPT_ID);
    if (!wanted) return existing === undefined ? ('none' as const) : ('removed' as const);
    await registry.register({ id: SHARE_PAGE_SCRIPT_ID, matches: [pattern], js: [SHARE_PAGE_SCRIPT_FILE], runAt: 'document_idle' });
    return 'registered' as const;
  });
  pending = run.catch(() => undefined);
  return run;
}

/** Keeps the registration in step from now on: at once, on every settings change and permission change. */
export function followSharePageScript(readSettings: () => Promise<Settings>, onSettingsChanged: (listener: () => void) => void, registry: ScriptRegistry = browserScriptRegistry()): Promise<void> {
  const sync = async () => {
    await syncSharePageScript(await readSettings(), registry).catch((error: unknown) => console.error('segue: share page script', error));
  };
  onSettingsChanged(() => void sync());
  registry.onPermissionsChanged(() => void sync());
  return sync();
}
