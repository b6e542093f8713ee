import { z } from 'zod';
import { HttpUrlSchema } from './formats';

export const ConnectResultSchema = z
  .object({
    url: HttpUrlSchema.meta({
      description:
        "Segue's start page for this flow (`/v1/auth/{platform}/start`): open it in the user's browser. It explains what is linked, " +
        'binds the flow to that browser with a short-lived cookie, and continues to the platform.',
    }),
  })
  .meta({ id: 'ConnectResult', description: 'Result of GET and POST /v1/{platform}/connect.' });

export type ConnectResult = z.infer<typeof ConnectResultSchema>;

/** Body of `POST /v1/{platform}/connect` (private key): add a platform to an existing user. */
export const UserConnectBodySchema = z
  .object({
    user_id: z.string().min(1).meta({ description: 'The Segue user (from a linking token or GET /v1/account) the new link joins.' }),
    redirect_url: z.string().optional().meta({ description: "Must match an allow-listed URL's origin and path; default the first one." }),
    scopes: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .meta({ description: 'Platform scopes, space- or comma-separated or a list; defaults per platform.' }),
    response_mode: z
      .enum(['query', 'fragment'], { error: 'must be "query" or "fragment"' })
      .optional()
      .meta({ description: 'Where the redirect carries `token` (and `join_code` or `error`): the query (default) or the fragment, which never reaches a server log.' }),
  })
  .strict()
  .meta({ id: 'UserConnectBody', description: 'Body of POST /v1/{platform}/connect.' });

export type UserConnectBody = z.infer<typeof UserConnectBodySchema>;
