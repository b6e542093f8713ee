import { AppError } from '../errors/app-error';

/**
 * What each role of an organization may do on the dashboard:
 * - developer: sees the organization, its apps, their public keys, callback URLs, usage and recent
 *   tasks (everything needed to build against an app and test conversions with its public key);
 * - admin: also creates, renames and deletes apps, rotates keys (the only way to obtain a private
 *   key), edits redirect allow-lists, allowed web origins, webhooks and integration credentials, renames the
 *   organization, invites people as developers or admins, revokes invitations and removes
 *   developers;
 * - owner: also invites owners, changes roles, removes admins and owners, and deletes the
 *   organization.
 * An organization always keeps at least one owner.
 */
export const ROLES = ['owner', 'admin', 'developer'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { developer: 0, admin: 1, owner: 2 };

export const atLeast = (role: Role, needed: Role): boolean => RANK[role] >= RANK[needed];

const NEEDED: Record<Exclude<Role, 'developer'>, string> = { admin: 'an owner or admin', owner: 'an owner' };

/** Refuses with 403 naming the role the action needs and the caller's own. */
export function requireRole(role: Role, needed: Exclude<Role, 'developer'>, action: string): void {
  if (!atLeast(role, needed)) {
    throw new AppError('EFORBIDDEN', `only ${NEEDED[needed]} of the organization can ${action} (your role is ${role})`);
  }
}
