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
  /** A redirect's `Location`. */
  location?: string;
  example?: unknown;
}

/** What the OpenAPI document says about one route; each router exports the docs of its routes. */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path form: `/v1/apps/{id}`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  auth: 'public' | 'private' | 'none';
  pathParams?: { name: string; description: string }[];
  query?: ParamDoc[];
  headers?: ParamDoc[];
  /** Several schemas are a `oneOf` (e.g. one per platform of the path), described in `description`. */
  requestBody?: z.ZodType | z.ZodType[];
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
  example?: unknown;
}
