import { PLATFORMS, type PlatformKey } from '@segue/core/platform-keys';
import type { SecretBox } from '../crypto/secret-box';
import { AppError } from '../errors/app-error';
import { formatZodError } from '../errors/format-zod-error';
import { platformKeyParam } from '../shared/params';
import { CREDENTIAL_SCHEMAS, SECRET_FIELDS } from '../platforms/platform-settings';
import type { IntegrationRepository } from './integration.repository';
import type { AppService } from './app.service';

/** An integration as shown to its owner: identifiers only, never the secrets. */
export interface IntegrationSummary {
  platform: PlatformKey;
  settings: Record<string, string>;
  secretFields: string[];
  updatedAt: Date;
}

export type IntegrationService = ReturnType<typeof createIntegrationService>;

export function createIntegrationService(deps: { integrations: IntegrationRepository; apps: AppService; box: SecretBox }) {
  const { integrations, apps, box } = deps;

  const platformOf = (value: string): PlatformKey => platformKeyParam(value);

  return {
    platformOf,

    /** Validates the platform's credentials and stores them, sealing the secret fields. */
    async set(appId: string, platformName: string, input: Record<string, unknown>): Promise<IntegrationSummary> {
      const platform = platformOf(platformName);
      const app = await apps.get(appId);
      const parsed = CREDENTIAL_SCHEMAS[platform].safeParse(input);
      if (!parsed.success) {
        throw new AppError('EBADREQUEST', `invalid ${PLATFORMS[platform].name} credentials: ${formatZodError(parsed.error)}`);
      }
      const settings: Record<string, string> = {};
      const secrets: Record<string, string> = {};
      for (const [field, value] of Object.entries(parsed.data as Record<string, string | undefined>)) {
        if (value === undefined) continue;
        (SECRET_FIELDS[platform].includes(field) ? secrets : settings)[field] = value;
      }
      const sealed = Object.keys(secrets).length > 0 ? box.sealJson(secrets) : null;
      const record = await integrations.upsert(app.id, platform, settings, sealed);
      await apps.changeSeenEverywhere();
      // Only the secrets given: YouTube Music's Google client is optional.
      return { platform, settings: record.settings, secretFields: Object.keys(secrets), updatedAt: record.updatedAt };
    },

    async remove(appId: string, platformName: string): Promise<void> {
      const platform = platformOf(platformName);
      const app = await apps.get(appId);
      if (!(await integrations.remove(app.id, platform))) {
        throw new AppError('ENOTFOUND', `app ${app.id} has no ${platform} integration`);
      }
      await apps.changeSeenEverywhere();
    },

    async list(appId: string): Promise<IntegrationSummary[]> {
      const app = await apps.get(appId);
      return (await integrations.list(app.id)).map((record) => ({
        platform: record.platform,
        settings: record.settings,
        // A platform's secret fields are stored all together or not at all.
        secretFields: record.secrets ? [...SECRET_FIELDS[record.platform]] : [],
        updatedAt: record.updatedAt,
      }));
    },

    /** Platforms the app has an integration for, the meaning of target `all`. */
    async platforms(appId: string): Promise<PlatformKey[]> {
      return (await integrations.list(appId)).map((record) => record.platform);
    },

    /**
     * The full credentials, secrets opened, for the platform adapters. `ENOCREDENTIALS` when
     * the app has no integration for the platform.
     */
    async credentials(appId: string, platformName: string): Promise<Record<string, string>> {
      const platform = platformOf(platformName);
      const record = await integrations.find(appId, platform);
      if (!record) throw new AppError('ENOCREDENTIALS', `the app has no ${platform} integration`);
      const secrets = record.secrets ? (box.openJson(record.secrets) as Record<string, string>) : {};
      return { ...record.settings, ...secrets };
    },
  };
}
