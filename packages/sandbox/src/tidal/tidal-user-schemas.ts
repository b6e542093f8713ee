/**
 * TIDAL user-side shapes: the token responses of the authorization code flow
 * (https://developer.tidal.com/documentation and the official SDK's `TokenJSONResponse`) and
 * the v2 user documents from the OAS (`Users_Attributes`, `*_Items_Resource_Identifier_Meta`),
 * for the tests.
 */
import { z } from 'zod';
import { includedSchema, linksSchema } from './tidal-wire-schemas';

const relLink = z.string().startsWith('/');

export const userTokenSchema = z.object({
  access_token: z.string().min(16),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(16),
  scope: z.string(),
  // A number on the wire: the SDK calls `user_id.toString()`.
  user_id: z.number().int().positive(),
  user: z.object({ userId: z.number().int(), email: z.string(), countryCode: z.string().length(2), username: z.string() }).optional(),
});

export type UserTokens = z.infer<typeof userTokenSchema>;

/** A refresh answers a new access token and no new refresh token. */
export const refreshedTokenSchema = userTokenSchema.omit({ refresh_token: true }).extend({ clientName: z.string().optional() }).strict();

export const userDocumentSchema = z.object({
  data: z.object({
    id: z.string().regex(/^\d+$/),
    type: z.literal('users'),
    attributes: z.object({
      username: z.string(),
      country: z.string().regex(/^[A-Z]{2}$/),
      email: z.string().optional(),
      emailVerified: z.boolean().optional(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
    }),
  }),
  links: z.object({ self: relLink }),
});

export const collectionItemSchema = z.object({
  id: z.string(),
  type: z.enum(['playlists', 'albums', 'artists', 'tracks']),
  meta: z.object({ addedAt: z.iso.datetime() }),
});

export const collectionPageSchema = z.object({ data: z.array(collectionItemSchema), links: linksSchema, included: includedSchema.optional() }).strict();
