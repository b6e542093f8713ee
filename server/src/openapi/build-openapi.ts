/**
 * The OpenAPI 3.1 document, generated rather than written: every zod schema registered with
 * `.meta({id})` (all of `@segue/core/schemas`, plus the server's own) becomes a component
 * through zod 4's `z.toJSONSchema`, and each router's `RouteDoc`s become the paths. OpenAPI 3.1
 * uses JSON Schema draft 2020-12, which is zod's default target.
 */
import '@segue/core/schemas';
import { z } from 'zod';
import { PRIVATE_KEY_HEADER, PUBLIC_KEY_HEADER } from '../http/authenticate';
import type { OtherResponseDoc, ParamDoc, RequestAlternatives, RouteDoc } from './route-doc';

type JsonSchema = Record<string, unknown>;

const COMPONENT_PREFIX = '#/components/schemas/';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: the message says what to fix',
  401: 'Missing, malformed, unknown or revoked key',
  403: 'Forbidden: the platform refused (a revoked grant: the user must link again)',
  404: 'Not found (also for resources of other apps)',
  409: 'Conflict',
  413: 'Request body too large',
  415: 'Request body is not JSON',
  429: 'Rate limited: see Retry-After and RateLimit',
  500: 'Internal error',
  503: 'Unavailable: retry after a while',
};

/**
 * zod writes `additionalProperties: false` for every plain object of a response, which makes a
 * strict client reject an answer that gains a field. Only objects declared strict keep it.
 */
const openObjects: NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'] = ({ zodSchema, jsonSchema }) => {
  const def = (zodSchema as unknown as { _zod: { def: { type: string; catchall?: { _zod: { def: { type: string } } } } } })._zod.def;
  const strict = def.type === 'object' && def.catchall?._zod.def.type === 'never';
  if (def.type === 'object' && !strict && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
};

const jsonSchemaOptions = { unrepresentable: 'any', override: openObjects } as const;

function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { uri: (id) => `${COMPONENT_PREFIX}${id}`, ...jsonSchemaOptions });
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
  const { $schema: _schema, ...inline } = z.toJSONSchema(schema, jsonSchemaOptions) as JsonSchema;
  return inline;
}

const rateLimitHeaders = {
  RateLimit: { description: 'Requests left and seconds to the window reset, e.g. `"per-app";r=599;t=42`', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'The limit, e.g. `"per-app";q=600;w=60`', schema: { type: 'string' } },
};

const json = (schema: JsonSchema, example?: unknown) => ({ 'application/json': { schema, ...(example === undefined ? {} : { example }) } });

function otherResponse(doc: RouteDoc, other: OtherResponseDoc): JsonSchema {
  const headers = {
    ...(doc.auth === 'none' ? {} : rateLimitHeaders),
    ...(other.location ? { Location: { description: other.location, schema: { type: 'string' } } } : {}),
  };
  const content = other.response
    ? json(schemaRef(other.response), other.example)
    : other.html
      ? { 'text/html': { schema: { type: 'string' } } }
      : other.text
        ? { [other.text.mediaType]: { schema: { type: 'string' }, example: other.text.example } }
        : undefined;
  return { description: other.description, ...(Object.keys(headers).length ? { headers } : {}), ...(content ? { content } : {}) };
}

function parameters(doc: RouteDoc): JsonSchema[] {
  const param = (where: string) => (p: ParamDoc) => ({ name: p.name, in: where, required: p.required ?? false, description: p.description, schema: { type: 'string' } });
  return [
    ...(doc.pathParams ?? []).map((p) => ({ ...param('path')(p), required: true })),
    ...(doc.query ?? []).map(param('query')),
    ...(doc.headers ?? []).map(param('header')),
  ];
}

function requestBody(doc: RouteDoc & { requestBody: z.ZodType | RequestAlternatives }): JsonSchema {
  const body = doc.requestBody;
  const schema = 'oneOf' in body ? { oneOf: body.oneOf.map(schemaRef) } : 'anyOf' in body ? { anyOf: body.anyOf.map(schemaRef) } : schemaRef(body);
  // A media type has `example` or `examples`, never both (OpenAPI 3.1, Media Type Object).
  if (doc.requestExamples) return { required: true, content: { 'application/json': { schema, examples: doc.requestExamples } } };
  return { required: true, content: json(schema, doc.requestExample) };
}

/** Error statuses a route can answer: its own, the ones of keys, malformed ids and JSON bodies, and 500. */
function errorStatuses(doc: RouteDoc): number[] {
  const statuses = new Set([
    ...(doc.auth === 'none' ? [] : [401, 429]),
    ...(doc.pathParams || doc.query ? [400] : []),
    ...(doc.requestBody ? [400, 413, 415] : []),
    ...(doc.errors ?? []),
    500,
  ]);
  return [...statuses].sort((a, b) => a - b);
}

function operation(doc: RouteDoc): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  if (doc.response) {
    responses[String(doc.status ?? 200)] = {
      description: doc.summary,
      ...(doc.auth === 'none' ? {} : { headers: rateLimitHeaders }),
      content: json(schemaRef(doc.response), doc.example),
    };
  }
  for (const other of doc.otherResponses ?? []) responses[String(other.status)] = otherResponse(doc, other);
  for (const status of errorStatuses(doc)) {
    responses[String(status)] ??= {
      description: STATUS_TEXT[status] ?? 'Error',
      ...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' } }, ...rateLimitHeaders } } : {}),
      ...(status === 503 ? { headers: { 'Retry-After': { schema: { type: 'integer' } } } } : {}),
      content: { ...json({ $ref: `${COMPONENT_PREFIX}ErrorBody` }), ...(doc.htmlErrors ? { 'text/html': { schema: { type: 'string' } } } : {}) },
    };
  }
  const params = parameters(doc);
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.auth === 'none'
      ? { security: [] }
      : { security: doc.auth === 'either' ? [{ publicKey: [] }, { privateKey: [] }] : [{ [doc.auth === 'public' ? 'publicKey' : 'privateKey']: [] }] }),
    ...(params.length ? { parameters: params } : {}),
    ...(doc.requestBody ? { requestBody: requestBody({ ...doc, requestBody: doc.requestBody }) } : {}),
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
