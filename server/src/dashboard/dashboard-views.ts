import type { PlatformKey } from '@segue/core';
import type { App } from '../apps/app.repository';
import type { IntegrationSummary } from '../apps/integration.service';
import type { Account } from './account.repository';
import type { Invitation, ReceivedInvitation } from './invitation.repository';
import type { Member, MemberOrganization } from './membership.repository';

/**
 * Platforms whose users link through a redirect to Segue's callback: the URL to register in the
 * platform's console (for YouTube Music, as an authorised redirect URI of the Google OAuth client).
 */
export const CALLBACK_PLATFORMS: readonly PlatformKey[] = ['applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic'];

export const accountView = (account: Account) => ({ id: account.id, email: account.email, created_at: account.createdAt.toISOString() });

export const organizationView = (org: MemberOrganization) => ({
  id: org.id,
  name: org.name,
  role: org.role,
  app_count: org.appCount,
  created_at: org.createdAt.toISOString(),
});

export const memberView = (member: Member) => ({
  account_id: member.accountId,
  email: member.email,
  role: member.role,
  added_at: member.addedAt.toISOString(),
});

export const invitationView = (invitation: Invitation) => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  created_at: invitation.createdAt.toISOString(),
  expires_at: invitation.expiresAt.toISOString(),
});

export const receivedInvitationView = (invitation: ReceivedInvitation) => ({
  ...invitationView(invitation),
  organization_id: invitation.organizationId,
  organization_name: invitation.organizationName,
  invited_by: invitation.invitedBy,
});

export const appSummaryView = (app: App) => ({
  id: app.id,
  name: app.name,
  public_key: app.publicKey,
  platforms: app.platforms,
  created_at: app.createdAt.toISOString(),
});

/**
 * What the app's page shows. Never a secret: the private key exists only as a hash, the webhook
 * secret only as "set", integration secrets only as the names of the fields that are set.
 */
export function appDetailView(app: App, organizationName: string, integrations: IntegrationSummary[], publicUrl: string) {
  return {
    ...appSummaryView(app),
    organization_id: app.organizationId,
    organization_name: organizationName,
    deezer_state: app.deezerState,
    redirect_urls: app.redirectUrls,
    allowed_origins: app.allowedOrigins,
    extension_linking: app.extensionLinking,
    extension_ids: app.extensionIds,
    webhook_url: app.webhookUrl,
    webhook_secret_set: app.webhookSecret !== null,
    public_key_rotated_at: app.publicKeyRotatedAt?.toISOString() ?? null,
    private_key_rotated_at: app.privateKeyRotatedAt?.toISOString() ?? null,
    deezer_state_rotated_at: app.deezerStateRotatedAt?.toISOString() ?? null,
    callback_urls: CALLBACK_PLATFORMS.map((platform) => ({
      platform,
      url: `${publicUrl}/v1/auth/${platform}/callback${platform === 'deezer' ? `?state=${app.deezerState}` : ''}`,
    })),
    integrations: integrations.map(integrationSummaryView),
  };
}

/** Identifiers are shortened to their last 4 characters; secrets appear only as field names. */
export function integrationSummaryView(summary: IntegrationSummary) {
  const settings: Record<string, string> = {};
  for (const [field, value] of Object.entries(summary.settings)) {
    settings[field] = field === 'client_id' || field === 'app_id' ? `…${value.slice(-4)}` : value;
  }
  return {
    platform: summary.platform,
    settings,
    secret_fields_set: summary.secretFields,
    updated_at: summary.updatedAt.toISOString(),
  };
}
