import type { RequestHandler, Response } from 'express';
import type { Logger } from '../runtime/logger';
import type { UsageKind, UsageRepository } from './usage.repository';

/** What a finished API request counts as, from its method, path and status. */
export function classifyRequest(method: string, path: string, status: number): UsageKind | undefined {
  if (status >= 400) return 'error';
  // POST /v1/entity/convert answers a track at once (200) or starts a playlist task (201/202
  // with a task id); the body tells them apart, the status is the cheap signal here.
  if (method === 'POST' && path === '/v1/entity/convert') return status === 200 ? 'conversion' : 'task';
  return undefined;
}

/** The error code of an envelope the route sent (`{error: "ENOTFOUND", ...}`), read as it is sent. */
function captureErrorCode(res: Response): () => string {
  let code = '';
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const error = (body as { error?: unknown } | null)?.error;
    if (typeof error === 'string') code = error;
    return json(body);
  };
  return () => code;
}

/**
 * Counts each app's conversions, playlist tasks and errors per hour: one upsert after the
 * response has gone out, so callers never wait for it. Requests that no key authenticated
 * belong to no app and are not counted.
 */
export function recordUsage(usage: UsageRepository, log: Logger, now: () => Date = () => new Date()): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith('/v1/')) {
      next();
      return;
    }
    const errorCode = captureErrorCode(res);
    res.on('finish', () => {
      const app = res.locals.app as { id?: string } | undefined;
      if (!app?.id) return;
      const kind = classifyRequest(req.method, req.path, res.statusCode);
      if (!kind) return;
      const code = kind === 'error' ? errorCode() || String(res.statusCode) : '';
      usage.increment(app.id, kind, code, now()).catch((error: unknown) => {
        log.warn('usage not recorded', { app: app.id, kind, error: error instanceof Error ? error.message : String(error) });
      });
    });
    next();
  };
}
