import type { RequestHandler } from 'express';
import { errorCodeSent } from '../http/envelope';
import type { UsageKind } from './usage.repository';
import type { UsageService } from './usage.service';

/** What a finished API request counts as, from its method, path and status. */
export function classifyRequest(method: string, path: string, status: number): UsageKind | undefined {
  if (status >= 400) return 'error';
  // POST /v1/entity/convert answers a track at once (200) or starts a playlist task (201/202
  // with a task id); the body tells them apart, the status is the cheap signal here.
  if (method === 'POST' && path === '/v1/entity/convert') return status === 200 ? 'conversion' : 'task';
  return undefined;
}

/**
 * Counts each app's conversions, playlist tasks and errors per hour (see UsageService: in memory,
 * written in batches), once the response has gone out. Requests that no key authenticated belong
 * to no app and are not counted. An error's code is the one the error envelope carried.
 */
export function recordUsage(usage: Pick<UsageService, 'count'>, now: () => Date = () => new Date()): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith('/v1/')) {
      next();
      return;
    }
    res.on('finish', () => {
      const app = res.locals.app as { id?: string } | undefined;
      if (!app?.id) return;
      const kind = classifyRequest(req.method, req.path, res.statusCode);
      if (!kind) return;
      const code = kind === 'error' ? errorCodeSent(res) || String(res.statusCode) : '';
      usage.count(app.id, kind, code, now());
    });
    next();
  };
}
