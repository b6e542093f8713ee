import { SEGUE_EXTENSION_IDS, isExtensionId } from '@segue/core/extension-ids';
import { hashApiKey, newApiKey, newDeezerState } from '../crypto/api-keys';
import type { SecretBox } from '../crypto/secret-box';
import { AppError } from '../errors/app-error';
import type { App, AppRepository, KeyKind } from './app.repository';
import type { OrganizationService } from './organization.service';
import { MAX_REDIRECT_URLS, parseRedirectUrl } from './redirect-url';
import { MAX_ALLOWED_ORIGINS, parseOrigin } from './allowed-origin';
import { newWebhookSecret } from '../webhooks/sign-webhook';
import { isUuid } from '../shared/params';
import type { ChangeFeed } from '../db/change-feed';

/** Extensions one app may let link: a handful in practice (one per browser family and build). */
export const MAX_EXTENSION_IDS = 20;

export interface CreateAppInput {
  /** Organization id or name; the default organization when absent. */
  organization?: string;
  name: string;
  redirectUrls?: string[];
}

export interface CreatedApp {
  app: App;
  /** Shown once: only its hash is stored. */
  privateKey: string;
}

export interface RotatedKeys {
  app: App;
  publicKey?: string;
  privateKey?: string;
}

export type AppService = ReturnType<typeof createAppService>;

export function createAppService(deps: { apps: AppRepository; organizations: OrganizationService; box: SecretBox; changes: Pick<ChangeFeed, 'settle'> }) {
  const { apps, organizations, box } = deps;

  /**
   * Returns once every server process has dropped what it cached of the changed app (keys,
   * origins, redirect URLs): from then on none of them serves the old state.
   */
  const settled = async <T>(result: T): Promise<T> => {
    await deps.changes.settle();
    return result;
  };

  const checkName = (name: string): string => {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 100) throw new AppError('EBADREQUEST', 'app name must be 1 to 100 characters');
    return trimmed;
  };

  const get = async (id: string): Promise<App> => {
    const app = isUuid(id) ? await apps.findById(id) : undefined;
    if (!app) throw new AppError('ENOTFOUND', `no app ${id}`);
    return app;
  };

  const found = (app: App | undefined, id: string): App => {
    if (!app) throw new AppError('ENOTFOUND', `no app ${id}`);
    return app;
  };

  const checkRedirectUrls = (urls: string[]): string[] => {
    const parsed = [...new Set(urls.map(parseRedirectUrl))];
    if (parsed.length > MAX_REDIRECT_URLS) {
      throw new AppError('EBADREQUEST', `an app can have at most ${MAX_REDIRECT_URLS} redirect URLs`);
    }
    return parsed;
  };

  const create = async (input: CreateAppInput): Promise<CreatedApp> => {
    const name = checkName(input.name);
    const redirectUrls = checkRedirectUrls(input.redirectUrls ?? []);
    const organization = await organizations.resolveOrDefault(input.organization);
    const privateKey = newApiKey();
    const app = await apps.insert({
      organizationId: organization.id,
      name,
      publicKey: newApiKey(),
      privateKeyHash: hashApiKey(privateKey),
      deezerState: newDeezerState(),
      redirectUrls,
    });
    if (!app) throw new AppError('EBADREQUEST', `organization "${organization.name}" already has an app named "${name}"`);
    return { app, privateKey };
  };

  const rotateKey = async (id: string, kind: KeyKind): Promise<RotatedKeys> => {
    const app = await get(id);
    if (kind === 'public') {
      const publicKey = newApiKey();
      const rotated = found(await apps.rotatePublicKey(app.id, publicKey, hashApiKey(app.publicKey)), id);
      return settled({ app: rotated, publicKey });
    }
    const privateKey = newApiKey();
    const rotated = found(await apps.rotatePrivateKey(app.id, hashApiKey(privateKey)), id);
    return settled({ app: rotated, privateKey });
  };

  return {
    create,
    get,
    rotateKey,
    /**
     * Resolves once every server process has dropped what it cached of the apps changed before
     * the call; for changes made outside this service (integrations, the dashboard's rename and
     * delete).
     */
    async changeSeenEverywhere(): Promise<void> {
      await deps.changes.settle();
    },

    async list(organization?: string): Promise<App[]> {
      if (organization === undefined) return apps.list();
      return apps.list((await organizations.resolve(organization)).id);
    },

    /**
     * Returns the app of that name in the organization, creating it when missing (sandbox mode
     * calls this on every start). `privateKey` is set only when the app was created.
     */
    async ensure(organizationId: string, name: string, redirectUrls: string[]): Promise<{ app: App; privateKey?: string }> {
      const existing = await apps.findByName(organizationId, name);
      if (existing) return { app: existing };
      return create({ organization: organizationId, name, redirectUrls });
    },

    async rotateDeezerState(id: string): Promise<App> {
      const app = await get(id);
      return settled(found(await apps.rotateDeezerState(app.id, newDeezerState()), id));
    },

    async addRedirectUrl(id: string, url: string): Promise<App> {
      const app = await get(id);
      return settled(found(await apps.setRedirectUrls(app.id, checkRedirectUrls([...app.redirectUrls, url])), id));
    },

    /** Replaces the whole redirect allow-list. */
    async setRedirectUrls(id: string, urls: string[]): Promise<App> {
      const app = await get(id);
      return settled(found(await apps.setRedirectUrls(app.id, checkRedirectUrls(urls)), id));
    },

    async removeRedirectUrl(id: string, url: string): Promise<App> {
      const app = await get(id);
      const target = parseRedirectUrl(url);
      if (!app.redirectUrls.includes(target)) throw new AppError('ENOTFOUND', `app ${id} has no redirect URL ${target}`);
      return settled(found(await apps.setRedirectUrls(app.id, app.redirectUrls.filter((entry) => entry !== target)), id));
    },

    /** Replaces the app's CORS origin list; an empty list lets pages of any origin call. */
    async setAllowedOrigins(id: string, origins: string[]): Promise<App> {
      const app = await get(id);
      const parsed = [...new Set(origins.map(parseOrigin))];
      if (parsed.length > MAX_ALLOWED_ORIGINS) throw new AppError('EBADREQUEST', `an app can have at most ${MAX_ALLOWED_ORIGINS} allowed origins`);
      return settled(found(await apps.setAllowedOrigins(app.id, parsed), id));
    },

    /**
     * Lets the listed browser extensions end this app's linking flows on their own web-auth
     * redirect (`web-auth-redirect.ts`), or stops it. `ids` replaces the list; turned on without
     * any, the app lets the Segue extension (`SEGUE_EXTENSION_IDS`).
     */
    async setExtensionLinking(id: string, enabled: boolean, ids?: readonly string[]): Promise<App> {
      const app = await get(id);
      const given = ids?.map((value) => value.trim()).filter((value) => value !== '');
      const wrong = given?.filter((value) => !isExtensionId(value)) ?? [];
      if (wrong.length > 0) {
        throw new AppError(
          'EBADREQUEST',
          `not a browser extension id: ${wrong.slice(0, 5).map((value) => JSON.stringify(value.slice(0, 100))).join(', ')}; ` +
            "a Chrome id is 32 letters a-p (chrome://extensions shows it), a Firefox id is the add-on's gecko id (name@domain or {GUID})",
        );
      }
      const list = [...new Set(given ?? app.extensionIds)];
      if (list.length > MAX_EXTENSION_IDS) throw new AppError('EBADREQUEST', `an app can list at most ${MAX_EXTENSION_IDS} browser extensions`);
      const kept = enabled && list.length === 0 ? [...SEGUE_EXTENSION_IDS] : list;
      return settled(found(await apps.setExtensionLinking(app.id, enabled, kept), id));
    },

    /** Sets (or clears, with null) the webhook URL; a new signing secret is generated and shown once. */
    async setWebhook(id: string, url: string | null): Promise<{ app: App; secret?: string }> {
      const app = await get(id);
      if (url === null) return settled({ app: found(await apps.setWebhook(app.id, null, null), id) });
      const target = parseRedirectUrl(url);
      const secret = newWebhookSecret();
      return settled({ app: found(await apps.setWebhook(app.id, target, box.seal(secret)), id), secret });
    },

    webhookSecret(app: App): string | undefined {
      return app.webhookSecret ? box.open(app.webhookSecret) : undefined;
    },
  };
}
