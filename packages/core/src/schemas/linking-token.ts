import { z } from 'zod';
import { PlatformKeySchema } from './platform';

export const LinkingTokenClaimsSchema = z
  .object({
    iss: z.string().min(1).meta({ description: 'The Segue instance (`SEGUE_PUBLIC_URL`).' }),
    aud: z.string().min(1).meta({ description: 'The id of the app the user linked to.' }),
    iat: z.int().nonnegative().meta({ description: 'Issued at, Unix seconds.' }),
    exp: z.int().nonnegative().meta({ description: 'Expiry, Unix seconds.' }),
    uuid: z.uuid().meta({ description: 'Segue user id.' }),
    email: z.union([z.email(), z.literal('')]),
    username: z.string(),
    platform: PlatformKeySchema.meta({ description: 'The platform just linked.' }),
    auth_time: z
      .int()
      .nonnegative()
      .optional()
      .meta({ description: 'When the listener linked, Unix seconds: a token is refreshed (POST /v1/me/token) for 90 days after it, no longer.' }),
    gen: z
      .int()
      .nonnegative()
      .optional()
      .meta({ description: "The user's token generation: unlinking a platform revokes every token with an older one." }),
  })
  .refine((claims) => claims.exp > claims.iat, { error: 'exp must be after iat', path: ['exp'] })
  .meta({
    id: 'LinkingTokenClaims',
    description: 'Claims of the ES256 token sent to the app after a user links a platform.',
  });

export type LinkingTokenClaims = z.infer<typeof LinkingTokenClaimsSchema>;

export const RefreshedTokenSchema = z
  .object({
    token: z.string().min(1).meta({ description: 'A linking token of the same user and platform, valid for a day.' }),
    expires_at: z.string().meta({ description: 'When it expires (ISO 8601).' }),
  })
  .meta({ id: 'RefreshedToken', description: 'data of POST /v1/me/token.' });

export type RefreshedToken = z.infer<typeof RefreshedTokenSchema>;
