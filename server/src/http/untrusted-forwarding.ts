import type { RequestHandler } from 'express';
import type { Logger } from '../runtime/logger';

/**
 * Warns once per process when a request names a client in X-Forwarded-For while SEGUE_TRUST_PROXY
 * is unset: a reverse proxy is probably in front, and every client then seems to come from its
 * address (one budget for the per-address limits, sign-in lockout only per account and address).
 */
export function warnUntrustedForwarding(log: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.get('x-forwarded-for') !== undefined) {
      warned = true;
      log.warn(
        'a request came with X-Forwarded-For but SEGUE_TRUST_PROXY is unset, so every client behind that proxy shares its address: ' +
          'set SEGUE_TRUST_PROXY to the proxy (e.g. loopback, 10.0.0.5 or a hop count such as 1) if one is in front of Segue',
        { address: req.socket.remoteAddress },
      );
    }
    next();
  };
}
