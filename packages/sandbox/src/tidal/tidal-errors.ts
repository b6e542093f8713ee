import type { ServerResponse } from 'node:http';
import { sendJson } from '../platform-kit/send-json';

/** TIDAL v2 answers in JSON:API, errors included. */
export const JSON_API = 'application/vnd.api+json';

export interface TidalErrorSpec {
  status: number;
  code: string;
  detail: string;
  source?: { parameter?: string; pointer?: string; header?: string };
}

export const tidalErrors = {
  unauthorized: (detail: string): TidalErrorSpec => ({ status: 401, code: 'UNAUTHORIZED', detail, source: { header: 'Authorization' } }),
  notFound: (detail = 'The requested resource was not found'): TidalErrorSpec => ({ status: 404, code: 'NOT_FOUND', detail }),
  badParameter: (parameter: string, detail: string): TidalErrorSpec => ({
    status: 400,
    code: 'INVALID_QUERY_PARAMETER',
    detail,
    source: { parameter },
  }),
  internal: (): TidalErrorSpec => ({ status: 500, code: 'INTERNAL_SERVER_ERROR', detail: 'An unexpected error occurred' }),
  unavailable: (): TidalErrorSpec => ({ status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'Service temporarily unavailable' }),
};

function uuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** `{"errors":[{id,status,code,detail,source?}]}` with `status` a string, per JSON:API. */
export function tidalErrorBody(spec: TidalErrorSpec, random: () => number): unknown {
  return {
    errors: [
      {
        id: uuid(random),
        status: String(spec.status),
        code: spec.code,
        detail: spec.detail,
        ...(spec.source ? { source: spec.source } : {}),
      },
    ],
  };
}

export function sendTidalError(res: ServerResponse, spec: TidalErrorSpec, random: () => number): void {
  sendJson(res, spec.status, tidalErrorBody(spec, random), { contentType: JSON_API });
}

export class TidalApiError extends Error {
  constructor(readonly spec: TidalErrorSpec) {
    super(spec.detail);
    this.name = 'TidalApiError';
  }
}
