import { z } from 'zod';
import { UserAccountSchema } from './account';
import { ErrorBodySchema } from './error';

/**
 * The 409 of an account lookup by an e-mail that several users of the app share and no platform
 * verified for one of them alone: every such user, so the caller asks again by id.
 */
export const AmbiguousUserErrorBodySchema = ErrorBodySchema.extend({
  error: z.literal('EBADREQUEST'),
  status: z.literal(409),
  users: z.array(UserAccountSchema).meta({ description: 'Every user of the app with the address, verified ones first, then the oldest.' }),
}).meta({
  id: 'AmbiguousUserErrorBody',
  description: 'EBADREQUEST 409 of GET /v1/account/?identifier=<e-mail>: the address names several users; `users` lists them.',
});

export type AmbiguousUserErrorBody = z.infer<typeof AmbiguousUserErrorBodySchema>;
