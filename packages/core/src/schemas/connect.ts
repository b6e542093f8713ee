import { z } from 'zod';
import { HttpUrlSchema } from './formats';

export const ConnectResultSchema = z
  .object({
    url: HttpUrlSchema.meta({
      description: "The platform's authorization address to send the user to; carries scopes and `state`.",
    }),
  })
  .meta({ id: 'ConnectResult', description: 'Result of GET /v1/{platform}/connect.' });

export type ConnectResult = z.infer<typeof ConnectResultSchema>;
