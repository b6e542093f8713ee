/**
 * The OpenAPI 3.1 document, generated rather than written: every zod schema registered with
 * `.meta({id})` (all of `@segue/core/schemas`, plus the server's own) becomes a component
 * through zod 4's `z.toJSONSchema`, and each router's `RouteDoc`s become the paths. OpenAPI 3.1
 * uses JSON Schema draft 2020-12, which is zod's default target.
 */
import '@segue/core/schemas';
import { z } from 'zod';
import { PRIVATE_KEY_HEADER, PUBLIC_KEY_HEADER } from '../http/authenticate';
import type { RouteDoc } from './route-doc';

type JsonSchema = Record<string, unknown>;

const COMPONENT_PREFIX = '#/components/schemas/';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: the message says what to fix',
  401: 'Missing, malformed, unknown or revoked key',
  404: 'Not found (also for resources of other apps)',
  413: 'Request body too large',
  415: 'Request body is not JSON',
  429: 'Rate limited: see Retry-After and RateLimit',
  500: 'Internal error',
  503: 'Unavailable',
};

function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
    unrepresentable: 'any',
  });
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // Components are addressed by their key: the per-schema `$schema` / `$id` would only clash.
    const { $schema: _schema, $id: _id, ...rest } = schema as JsonSchema;
    components[id] = rest;
  }
  return components;
}

/** A `$ref` when the schema is registered, else the schema inline. */
function schemaRef(schema: z.ZodType): JsonSchema {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: `${COMPONENT_PREFIX}${id}` };
  const { $schema: _schema, ...inline } = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
  return inline;
}

const rateLimitHeaders = {
  RateLimit: { description: 'Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42`', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'The limit, e.g. `"per-app";q=600;w=60`', schema: { type: 'string' } },
};

function operation(doc: RouteDoc): JsonSchema {
  const errorBody = { 'application/json': { schema: { $ref: `${COMPONENT_PREFIX}ErrorBody` } } };
  const errorStatuses = new Set([...(doc.auth === 'none' ? [] : [401, 429]), ...(doc.errors ?? []), 500]);
  const responses: Record<string, JsonSchema> = {
    [String(doc.status ?? 200)]: {
      description: doc.summary,
      ...(doc.auth === 'none' ? {} : { headers: rateLimitHeaders }),
      content: { 'application/json': { schema: schemaRef(doc.response) } },
    },
  };
  for (const status of [...errorStatuses].sort()) {
    responses[String(status)] = {
      description: STATUS_TEXT[status] ?? 'Error',
      ...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' } }, ...rateLimitHeaders } } : {}),
      content: errorBody,
    };
  }
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.auth === 'none' ? { security: [] } : { security: [{ [doc.auth === 'public' ? 'publicKey' : 'privateKey']: [] }] }),
    ...(doc.pathParams
      ? {
          parameters: doc.pathParams.map((param) => ({
            name: param.name,
            in: 'path',
            required: true,
            description: param.description,
            schema: { type: 'string' },
          })),
        }
      : {}),
    ...(doc.requestBody
      ? { requestBody: { required: true, content: { 'application/json': { schema: schemaRef(doc.requestBody) } } } }
      : {}),
    responses,
  };
}

export function buildOpenApi(docs: RouteDoc[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const doc of docs) (paths[doc.path] ??= {})[doc.method] = operation(doc);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Segue API',
      version: '1.0.0',
      description: 'Music link conversion and library service. Every response is an envelope: `{data, message, status}` or `{error, message, status}`.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        publicKey: { type: 'apiKey', in: 'header', name: PUBLIC_KEY_HEADER, description: "The app's public key (UUID)." },
        privateKey: {
          type: 'apiKey',
          in: 'header',
          name: PRIVATE_KEY_HEADER,
          description: "The app's private key (UUID); only from the app's own backend.",
        },
      },
    },
  };
}
