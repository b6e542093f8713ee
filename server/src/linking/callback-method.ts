import { PLATFORMS, type PlatformKey } from '@segue/core';
import { callbackMethodOf } from '../platforms/registry';

/**
 * The error page for a callback that came by the method the platform does not answer with, or
 * undefined when the method is the platform's; the flow is left as it was. A token in the URL of
 * a GET is already in logs and history, so it is not used.
 */
export function wrongMethod(platform: PlatformKey, method: 'GET' | 'POST'): { kind: 'page'; status: number; error: string; message: string } | undefined {
  const expected = callbackMethodOf(platform);
  if (method === expected) return undefined;
  const name = PLATFORMS[platform].name;
  return expected === 'POST'
    ? {
        kind: 'page',
        status: 400,
        error: 'EBADREQUEST',
        message: `${name}'s sign-in sends its answer in a POST form body, never in the URL (where logs and browser history would keep the user's token): nothing was linked. Start linking again from the app.`,
      }
    : { kind: 'page', status: 405, error: 'EBADREQUEST', message: `${name}'s sign-in answers with a redirect (GET) to this callback, not a POST.` };
}
