import { isPlatformKey, type PlatformKey } from '@segue/core/platform-keys';
import type { Issue, Schema } from './schema';

/** GET /v1/app: the calling app as its key sees it. */
export interface AppView {
  id: string;
  name: string;
  public_key: string;
  /** The redirect allow-list: only with the private key (and from servers before that rule). */
  redirect_urls?: string[];
  /** Platforms the app has an integration for. */
  platforms: PlatformKey[];
  /** The `state` to put in the redirect URL registered on Deezer: only with the private key (and from servers before that rule). */
  deezer_state?: string;
  /** Browser extensions may end linking flows on their web-auth redirect (absent on servers before it existed). */
  extension_linking?: boolean;
}

/** GET /healthz */
export interface Health {
  status: 'ok';
  database: 'ok';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

// These two bodies have their zod schemas in the server (they are not API resources shared with
// core), so the client checks them with plain functions of the same `safeParse` shape.
function checker<T>(check: (value: Record<string, unknown>) => Issue[]): Schema<T> {
  return {
    safeParse(value) {
      const issues = isRecord(value) ? check(value) : [{ path: [], message: 'expected an object' }];
      return issues.length === 0 ? { success: true, data: value as T } : { success: false, error: { issues } };
    },
  };
}

export const AppViewSchema: Schema<AppView> = checker((app) => {
  const issues: Issue[] = [];
  for (const key of ['id', 'name', 'public_key'] as const) {
    if (typeof app[key] !== 'string') issues.push({ path: [key], message: 'expected a string' });
  }
  if (app.deezer_state !== undefined && typeof app.deezer_state !== 'string') issues.push({ path: ['deezer_state'], message: 'expected a string' });
  if (app.redirect_urls !== undefined && !isStringArray(app.redirect_urls)) issues.push({ path: ['redirect_urls'], message: 'expected an array of URLs' });
  if (app.extension_linking !== undefined && typeof app.extension_linking !== 'boolean') {
    issues.push({ path: ['extension_linking'], message: 'expected a boolean' });
  }
  if (!Array.isArray(app.platforms) || !app.platforms.every(isPlatformKey)) {
    issues.push({ path: ['platforms'], message: 'expected an array of platform keys' });
  }
  return issues;
});

export const HealthSchema: Schema<Health> = checker((health) =>
  health.status === 'ok' && health.database === 'ok'
    ? []
    : [{ path: [], message: 'expected {status: "ok", database: "ok"}' }],
);
