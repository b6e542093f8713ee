import type { z } from 'zod';

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
  requestBody?: z.ZodType;
  response: z.ZodType;
  status?: number;
  /** Error statuses beyond the ones every authenticated route has (401, 429, 500). */
  errors?: number[];
}
