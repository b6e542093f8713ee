import { Router } from 'express';
import { sendData } from '../http/envelope';

/** Where the sandbox app's redirect URL points. */
export const SANDBOX_REDIRECT_PATH = '/sandbox/redirect';

/**
 * Sandbox mode only: the landing page of the sandbox app's redirect URL. It answers with the
 * query it received (the linking `token`), so a client that follows redirects through a linking
 * flow ends on a JSON body holding the token.
 */
export function sandboxRoutes(): Router {
  const router = Router();
  router.get(SANDBOX_REDIRECT_PATH, (req, res) => {
    sendData(res, { query: req.query }, 'Sandbox redirect: the linking token is in data.query.token');
  });
  return router;
}
