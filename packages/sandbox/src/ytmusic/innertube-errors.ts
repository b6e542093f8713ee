import type { ServerResponse } from 'node:http';
import { sendJson } from '../platform-kit/send-json';

/** Google API error envelope, as InnerTube answers at HTTP ≥ 400: `{"error":{code,message,errors[],status}}`. */
export interface InnertubeErrorSpec {
  code: number;
  message: string;
  status: string;
  reason: string;
}

export const innertubeErrors = {
  invalidArgument: (message = 'Request contains an invalid argument.'): InnertubeErrorSpec => ({
    code: 400,
    message,
    status: 'INVALID_ARGUMENT',
    reason: 'badRequest',
  }),
  notFound: (): InnertubeErrorSpec => ({ code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND', reason: 'notFound' }),
  rateLimited: (): InnertubeErrorSpec => ({
    code: 429,
    message: 'Resource has been exhausted (e.g. check quota).',
    status: 'RESOURCE_EXHAUSTED',
    reason: 'rateLimitExceeded',
  }),
  unavailable: (): InnertubeErrorSpec => ({ code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE', reason: 'backendError' }),
  internal: (): InnertubeErrorSpec => ({ code: 500, message: 'Internal error encountered.', status: 'INTERNAL', reason: 'backendError' }),
  // Google's answers for a bad bearer token and a token without the needed scope
  // (https://cloud.google.com/apis/design/errors).
  unauthenticated: (): InnertubeErrorSpec => ({
    code: 401,
    message: 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    status: 'UNAUTHENTICATED',
    reason: 'authError',
  }),
  insufficientScope: (): InnertubeErrorSpec => ({ code: 403, message: 'Request had insufficient authentication scopes.', status: 'PERMISSION_DENIED', reason: 'insufficientPermissions' }),
  permissionDenied: (): InnertubeErrorSpec => ({ code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED', reason: 'forbidden' }),
};

export function innertubeErrorBody(spec: InnertubeErrorSpec): unknown {
  return {
    error: {
      code: spec.code,
      message: spec.message,
      errors: [{ message: spec.message, domain: 'global', reason: spec.reason }],
      status: spec.status,
    },
  };
}

export function sendInnertubeError(res: ServerResponse, spec: InnertubeErrorSpec, headers: Record<string, string> = {}): void {
  sendJson(res, spec.code, innertubeErrorBody(spec), { headers });
}

export class InnertubeError extends Error {
  constructor(readonly spec: InnertubeErrorSpec) {
    super(spec.message);
    this.name = 'InnertubeError';
  }
}
