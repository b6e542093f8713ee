/**
 * Deezer's permissions (`perms`), comma-separated in the authorisation URL
 * (https://developers.deezer.com/api/permissions).
 */
export const DEEZER_PERMS: ReadonlySet<string> = new Set([
  'basic_access',
  'email',
  'offline_access',
  'manage_library',
  'manage_community',
  'delete_library',
  'listening_history',
]);

/** Known perms in the order given; `basic_access` is always part of a grant. */
export function parsePerms(raw: string | null): string[] {
  const perms = (raw ?? '').split(/[\s,]+/).filter((p) => DEEZER_PERMS.has(p));
  return [...new Set(['basic_access', ...perms])];
}
