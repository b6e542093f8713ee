import type { z } from 'zod';

/** A query parameter or request header of one route. */
export interface ParamDoc {
  name: string;
  description: string;
  required?: boolean;
}

/** A response beside the main one: another success (a task's 201), a redirect or an HTML page. */
export interface OtherResponseDoc {
  status: number;
  description: string;
  /** JSON body; absent with `html` or for a redirect. */
  response?: z.ZodType;
  html?: boolean;
  /** A body that is neither JSON nor HTML (`/metrics`' text format), with its media type and an example. */
  text?: { mediaType: string; example: string };
  /** A redirect's `Location`. */
  location?: string;
  example?: unknown;
}

/**
 * A body that may take several shapes. `oneOf` when a valid body fits exactly one of them (a link
 * or words to search); `anyOf` when one body may fit several and each is still right, as an
 * add-playlist body of integer ids fits every platform whose ids are integers, and which one
 * applies is chosen by the path, not the body (JSON Schema's `oneOf` would refuse such a body).
 */
export type RequestAlternatives = { oneOf: z.ZodType[] } | { anyOf: z.ZodType[] };

/** The schemas of a request body, one or several. */
export function requestSchemas(body: z.ZodType | RequestAlternatives): z.ZodType[] {
  if ('oneOf' in body) return body.oneOf;
  if ('anyOf' in body) return body.anyOf;
  return [body];
}

/** What the OpenAPI document says about one route; each router exports the docs of its routes. */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path form: `/v1/apps/{id}`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** `either`: the public or the private key (what each sees may differ). */
  auth: 'public' | 'private' | 'either' | 'none';
  pathParams?: { name: string; description: string }[];
  query?: ParamDoc[];
  headers?: ParamDoc[];
  /** One schema, or alternatives described in `description`. */
  requestBody?: z.ZodType | RequestAlternatives;
  /** The main success body, answered with `status`; absent for a route answering only `otherResponses`. */
  response?: z.ZodType;
  status?: number;
  otherResponses?: OtherResponseDoc[];
  /** Error statuses beyond the ones every authenticated route has (401, 429, 500). */
  errors?: number[];
  /** A page for a browser: errors are HTML, or the JSON envelope with `Accept: application/json`. */
  htmlErrors?: boolean;
  /** Real answers of a sandbox server, shown in the document (`requestExample` is the body sent). */
  requestExample?: unknown;
  /** Several named bodies instead of `requestExample`, e.g. one per platform of the path. */
  requestExamples?: Record<string, { summary: string; value: unknown }>;
  example?: unknown;
}
