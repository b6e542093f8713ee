/**
 * Schemas of the app-management routes. They live in the server, beside their routes, because
 * no other package reads these bodies; `.meta({id})` puts them in the OpenAPI document.
 */
import { envelopeOf, PlatformKeySchema } from '@segue/core/schemas';
import { z } from 'zod';

export const AppViewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    public_key: z.uuid(),
    redirect_urls: z.array(z.url()).optional().meta({ description: 'The redirect allow-list; only with the private key.' }),
    platforms: z.array(PlatformKeySchema).meta({ description: 'Platforms the app has an integration for.' }),
    deezer_state: z
      .string()
      .regex(/^[A-Za-z0-9]{10}$/)
      .optional()
      .meta({ description: 'The `state` to put in the redirect URL registered on Deezer; only with the private key.' }),
    extension_linking: z.boolean().meta({
      description:
        "The browser extensions of `extension_ids` may end this app's linking flows on their web-auth redirect " +
        '(https://<extension id>.chromiumapp.org/…, https://<SHA-1 of the add-on id>.extensions.allizom.org/…) without it being on `redirect_urls`.',
    }),
    extension_ids: z.array(z.string()).meta({ description: 'Chrome extension ids (32 letters a-p) and Firefox add-on ids that may link (`extension_linking`).' }),
  })
  .meta({ id: 'AppView', description: "The app's public view, as seen with its own key." });

export const RotateKeysRequestSchema = z
  .strictObject({
    key: z.enum(['public', 'private', 'both'], { error: 'must be "public", "private" or "both"' }),
  })
  .meta({ id: 'RotateKeysRequest', description: 'Which key(s) to replace. The old key is refused from the moment of the answer.' });

export const RotatedKeysSchema = z
  .object({
    public_key: z.uuid().optional(),
    private_key: z.uuid().optional().meta({ description: 'Shown only in this answer: only its hash is stored.' }),
  })
  .meta({ id: 'RotatedKeys', description: 'The new key(s).' });

export const IntegrationViewSchema = z
  .object({
    platform: PlatformKeySchema,
    settings: z.record(z.string(), z.string()).meta({ description: 'Identifiers that are not secret (client id, team id, ...).' }),
    secret_fields: z.array(z.string()).meta({ description: 'Fields stored sealed, never returned.' }),
    updated_at: z.string(),
  })
  .meta({ id: 'IntegrationView' });

export const HealthSchema = z
  .object({ status: z.literal('ok'), database: z.literal('ok') })
  .meta({ id: 'Health' });

const readinessCheck = z.enum(['ok', 'waiting', 'failed', 'not_used']);
export const ReadinessSchema = z
  .object({
    status: z.literal('ready'),
    checks: z.object({ database: readinessCheck, change_feed: readinessCheck, job_queue: readinessCheck, sandbox: readinessCheck }),
  })
  .meta({ id: 'Readiness' });

export const AppResponseSchema = envelopeOf(AppViewSchema).meta({ id: 'AppResponse', description: 'GET /v1/app' });
export const RotatedKeysResponseSchema = envelopeOf(RotatedKeysSchema).meta({
  id: 'RotatedKeysResponse',
  description: 'POST /v1/app/keys/rotate',
});
export const IntegrationsResponseSchema = envelopeOf(z.array(IntegrationViewSchema)).meta({
  id: 'IntegrationsResponse',
  description: 'GET /v1/app/integrations',
});
export const HealthResponseSchema = envelopeOf(HealthSchema).meta({ id: 'HealthResponse', description: 'GET /healthz' });
export const ReadinessResponseSchema = envelopeOf(ReadinessSchema).meta({ id: 'ReadinessResponse', description: 'GET /readyz' });
