/**
 * Deezer reports errors inside HTTP 200 bodies, `{"error":{"type","message","code"}}`; only an
 * unknown route gets a real 404, with `{"error":"Not Found"}`
 * (deezer-python's recorded cassettes, https://github.com/browniebroke/deezer-python).
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../platform-kit/send-json';

export interface DeezerErrorSpec {
  type: string;
  message: string;
  code: number;
}

export class DeezerApiError extends Error {
  /** Nearly always 200; `/album/0` answers its "no data" with 404 (recorded, deezer-python). */
  constructor(
    readonly spec: DeezerErrorSpec,
    readonly status = 200,
  ) {
    super(spec.message);
    this.name = 'DeezerApiError';
  }
}

export function sendDeezerError(res: ServerResponse, spec: DeezerErrorSpec, status = 200): void {
  sendJson(res, status, { error: spec });
}

export const deezerErrors = {
  noData: (): DeezerErrorSpec => ({ type: 'DataException', message: 'no data', code: 800 }),
  quota: (): DeezerErrorSpec => ({ type: 'Exception', message: 'Quota limit exceeded', code: 4 }),
  busy: (): DeezerErrorSpec => ({ type: 'Exception', message: 'Service busy', code: 700 }),
  missingParameter: (name: string): DeezerErrorSpec => ({ type: 'MissingParameterException', message: `Missing parameters: ${name}`, code: 501 }),
  wrongParameter: (name: string): DeezerErrorSpec => ({ type: 'ParameterException', message: `Wrong parameter: ${name}`, code: 500 }),
};

export function sendRouteNotFound(res: ServerResponse): void {
  sendJson(res, 404, { error: 'Not Found' });
}
