import type { ServerResponse } from 'node:http';
import { sendJson } from '../platform-kit/send-json';

/**
 * Apple Music API errors: `{"errors":[{id,title,detail,status,code,source?}]}` with `status` a
 * string and five-digit codes (40400 not found, 40100 unauthorized, 50001 upstream error).
 * https://developer.apple.com/documentation/applemusicapi/error
 */
export interface AppleErrorSpec {
  status: number;
  code: string;
  title: string;
  detail: string;
  parameter?: string;
}

export const appleErrors = {
  unauthorized: (detail: string): AppleErrorSpec => ({ status: 401, code: '40100', title: 'Unauthorized', detail }),
  /** A missing, unknown, expired or revoked Music-User-Token: 403, not 401 (401 is the developer token's). */
  forbidden: (detail = 'Invalid authentication'): AppleErrorSpec => ({ status: 403, code: '40300', title: 'Forbidden', detail }),
  /** Writing to a library playlist the user cannot edit (the code is the reference's "Insufficient Privileges"). */
  insufficientPrivileges: (detail: string): AppleErrorSpec => ({ status: 403, code: '40015', title: 'Insufficient Privileges', detail }),
  /**
   * A method the resource does not take. Apple documents no way to remove or reorder a library
   * playlist's tracks, nor to change or delete the playlist; the status and code are the
   * sandbox's choice (Apple's real answer to such a request is not documented).
   */
  methodNotAllowed: (detail: string): AppleErrorSpec => ({ status: 405, code: '40500', title: 'Method Not Allowed', detail }),
  /** A write body Apple cannot use. The code is a guess: Apple documents the status, not this code. */
  invalidBody: (detail: string): AppleErrorSpec => ({ status: 400, code: '40007', title: 'Invalid Request Body', detail }),
  notFound: (): AppleErrorSpec => ({
    status: 404,
    code: '40400',
    title: 'Resource Not Found',
    detail: 'Resource with requested id was not found',
  }),
  invalidParameter: (parameter: string, detail: string): AppleErrorSpec => ({
    status: 400,
    code: '40005',
    title: 'Invalid Parameter Value',
    detail,
    parameter,
  }),
  missingParameter: (parameter: string): AppleErrorSpec => ({
    status: 400,
    code: '40002',
    title: 'Missing Parameter',
    detail: `Missing required parameter '${parameter}'`,
    parameter,
  }),
  rateLimited: (): AppleErrorSpec => ({
    status: 429,
    code: '42900',
    title: 'API Capacity Exceeded',
    detail: 'The request could not be completed because of too many requests',
  }),
  upstream: (): AppleErrorSpec => ({
    status: 500,
    code: '50001',
    title: 'Upstream Service Error',
    detail: 'An upstream service returned an error',
  }),
};

/** Apple's error ids are 26 upper-case base-32 characters. */
export function appleErrorId(random: () => number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let id = '';
  for (let i = 0; i < 26; i++) id += alphabet[Math.floor(random() * alphabet.length)] ?? 'A';
  return id;
}

export function appleErrorBody(spec: AppleErrorSpec, random: () => number): unknown {
  return {
    errors: [
      {
        id: appleErrorId(random),
        title: spec.title,
        detail: spec.detail,
        status: String(spec.status),
        code: spec.code,
        ...(spec.parameter ? { source: { parameter: spec.parameter } } : {}),
      },
    ],
  };
}

export function sendAppleError(res: ServerResponse, spec: AppleErrorSpec, random: () => number): void {
  sendJson(res, spec.status, appleErrorBody(spec, random));
}

/** Thrown by handlers to answer with an Apple error. */
export class AppleApiError extends Error {
  constructor(readonly spec: AppleErrorSpec) {
    super(spec.detail);
    this.name = 'AppleApiError';
  }
}
