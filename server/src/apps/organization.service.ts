import { isUuid } from '../shared/params';
import { AppError } from '../errors/app-error';
import type { Organization, OrganizationRepository } from './organization.repository';

/** The organization `apps create` uses when none is named. */
export const DEFAULT_ORGANIZATION = 'default';

export type OrganizationService = ReturnType<typeof createOrganizationService>;

export function createOrganizationService(organizations: OrganizationRepository) {
  const checkName = (name: string): string => {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 100) {
      throw new AppError('EBADREQUEST', 'organization name must be 1 to 100 characters');
    }
    return trimmed;
  };

  /**
   * Finds an organization by id or by name (for the operator's CLI). Names are unique per account,
   * not per server, so a name several organizations share must be given as an id.
   */
  const resolve = async (reference: string): Promise<Organization> => {
    const found = isUuid(reference) ? [await organizations.findById(reference)].filter((org) => org !== undefined) : await organizations.findByName(reference.trim());
    if (found.length > 1) {
      throw new AppError('EBADREQUEST', `${found.length} organizations are named "${reference.trim()}": name one by its id (${found.map((org) => org.id).join(', ')})`, { status: 409 });
    }
    if (!found[0]) throw new AppError('ENOTFOUND', `no organization "${reference}"`);
    return found[0];
  };

  return {
    /** An operator's organization (the CLI): no creator account, no members until one is added. */
    async create(name: string): Promise<Organization> {
      const created = await organizations.insert(checkName(name));
      if (!created) throw new AppError('EBADREQUEST', `an organization named "${name.trim()}" was already made with the CLI: choose another name`, { status: 409 });
      return created;
    },

    list: () => organizations.list(),

    resolve,

    /** The named organization, or the default one (created on first use) when none is named. */
    async resolveOrDefault(reference: string | undefined): Promise<Organization> {
      if (reference !== undefined) return resolve(reference);
      return organizations.upsert(DEFAULT_ORGANIZATION);
    },

    /** Creates the organization or reuses the existing one of that name (idempotent). */
    ensure: (name: string) => organizations.upsert(checkName(name)),
  };
}
