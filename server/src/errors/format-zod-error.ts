import type { z } from 'zod';

/**
 * One line naming each bad field: `key_id is required; storefront must be ...`. Messages that
 * already start with their field name are kept as they are.
 */
export function formatZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      if (issue.path.length === 0) return issue.message;
      const path = issue.path.map(String).join('.');
      const last = String(issue.path[issue.path.length - 1]);
      if (issue.message.startsWith(`${last} `)) return issue.message;
      return issue.code === 'unrecognized_keys' ? `${path}: ${issue.message}` : `${path} ${issue.message}`;
    })
    .join('; ');
}
