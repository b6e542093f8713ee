import { z } from 'zod';
import { PlatformKeySchema } from './platform';

// Path and query parameters of the endpoints, so routes validate them with the same schemas the
// OpenAPI document shows.

export const PlatformParamsSchema = z
  .object({ platform: PlatformKeySchema })
  .meta({ id: 'PlatformParams', description: 'Path parameters of /v1/{platform}/connect and /playlist/{platform}/add.' });

export const TaskParamsSchema = z
  .object({ task_id: z.uuid({ error: 'task_id must be a UUID' }) })
  .meta({ id: 'TaskParams', description: 'Path parameters of /v1/task/{task_id}.' });

export const LibraryParamsSchema = z
  .object({
    userId: z.uuid({ error: 'userId must be the Segue user id (a UUID)' }),
    platform: PlatformKeySchema,
  })
  .meta({ id: 'LibraryParams', description: 'Path parameters of /v1/account/{userId}/{platform}/….' });

export const AccountQuerySchema = z
  .object({
    identifier: z.union([z.email(), z.uuid()], {
      error: 'identifier must be an e-mail address or a Segue user id (UUID)',
    }),
  })
  .meta({ id: 'AccountQuery', description: 'Query of GET /v1/account/: look a user up by e-mail or id.' });

export type PlatformParams = z.infer<typeof PlatformParamsSchema>;
export type TaskParams = z.infer<typeof TaskParamsSchema>;
export type LibraryParams = z.infer<typeof LibraryParamsSchema>;
export type AccountQuery = z.infer<typeof AccountQuerySchema>;
