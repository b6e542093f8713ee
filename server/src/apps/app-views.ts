import type { App } from './app.repository';
import type { IntegrationSummary } from './integration.service';

/**
 * The app as its public key may see it: what a browser app needs. The public key is public
 * (any page's source shows it), so the redirect allow-list and the Deezer state, which help
 * an attacker aim a linking flow, are left to the private key.
 */
export function publicAppView(app: App) {
  return {
    id: app.id,
    name: app.name,
    public_key: app.publicKey,
    platforms: app.platforms,
    extension_linking: app.extensionLinking,
    extension_ids: app.extensionIds,
  };
}

/** The app as its private key sees it (AppViewSchema, every field). */
export function appView(app: App) {
  return { ...publicAppView(app), redirect_urls: app.redirectUrls, deezer_state: app.deezerState };
}

export function integrationView(summary: IntegrationSummary) {
  return {
    platform: summary.platform,
    settings: summary.settings,
    secret_fields: summary.secretFields,
    updated_at: summary.updatedAt.toISOString(),
  };
}
