import type { App } from './app.repository';
import type { IntegrationSummary } from './integration.service';

/** The app as its own keys may see it (AppViewSchema). */
export function appView(app: App) {
  return {
    id: app.id,
    name: app.name,
    public_key: app.publicKey,
    redirect_urls: app.redirectUrls,
    platforms: app.platforms,
    deezer_state: app.deezerState,
    extension_linking: app.extensionLinking,
    extension_ids: app.extensionIds,
  };
}

export function integrationView(summary: IntegrationSummary) {
  return {
    platform: summary.platform,
    settings: summary.settings,
    secret_fields: summary.secretFields,
    updated_at: summary.updatedAt.toISOString(),
  };
}
