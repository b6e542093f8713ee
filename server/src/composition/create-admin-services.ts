import type pg from 'pg';
import type { SecretBox } from '../crypto/secret-box';
import { createAppRepository } from '../apps/app.repository';
import { createIntegrationRepository } from '../apps/integration.repository';
import { createOrganizationRepository } from '../apps/organization.repository';
import { createChangeFeed, type ChangeFeed } from '../db/change-feed';
import { createAppService, type AppService } from '../apps/app.service';
import { createIntegrationService, type IntegrationService } from '../apps/integration.service';
import { createOrganizationService, type OrganizationService } from '../apps/organization.service';
import { createDashboardServices, type DashboardServices } from '../dashboard/create-dashboard-services';

/**
 * The part of the graph that manages organisations, apps, their keys and integrations, and
 * dashboard accounts: what the CLI's commands use, apart from the doctor. `createServices` builds
 * the rest on it; the CLI builds only this, so a command loads none of conversion, matching,
 * libraries or the platforms' HTTP layer.
 */
export interface AdminServices {
  /** What the database's triggers say changed; the app services wait for every process to hear their changes. */
  changes: ChangeFeed;
  organizations: OrganizationService;
  apps: AppService;
  integrations: IntegrationService;
  dashboard: DashboardServices;
}

export interface AdminServicesConfig {
  pool: pg.Pool;
  box: SecretBox;
  /** The sign-in lockout treats addresses as possibly shared unless a proxy is trusted. */
  trustProxy: boolean;
}

export function createAdminServices({ pool, box, trustProxy }: AdminServicesConfig): AdminServices {
  const changes = createChangeFeed(pool);
  const organizations = createOrganizationService(createOrganizationRepository(pool));
  const apps = createAppService({ apps: createAppRepository(pool), organizations, box, changes });
  const integrations = createIntegrationService({ integrations: createIntegrationRepository(pool), apps, box });
  const dashboard = createDashboardServices(pool, { organizations, apps }, { trustProxy });
  return { changes, organizations, apps, integrations, dashboard };
}
