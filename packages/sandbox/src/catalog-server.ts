/**
 * The sandbox's own host: `/` serves the ground truth, `/__stats` the request counts, and
 * `POST /__users/{email}/expire-tokens|revoke[?platform=]` let tests force a token refresh or a
 * revoked grant (see the package README).
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { RequestListener } from 'node:http';
import { groundTruth } from './ground-truth';
import type { SandboxStats } from './request-stats';
import type { UserState } from './user-state/user-state';

const USER_ACTION = /^\/__users\/([^/]+)\/(expire-tokens|revoke)$/;

export function catalogServer(users: UserState, stats: () => SandboxStats): RequestListener {
  const catalog = users.catalog;
  // Rebuilt only when a user has changed a library since the last build.
  let truth: { revision: number; body: Buffer } | undefined;
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname;
    const send = (status: number, body: Buffer | string): void => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const action = USER_ACTION.exec(path);
    if (action) {
      if (req.method !== 'POST') return send(405, JSON.stringify({ error: 'method not allowed' }));
      let email: string;
      try {
        email = decodeURIComponent(action[1] ?? '');
      } catch {
        return send(400, JSON.stringify({ error: 'malformed e-mail in path' }));
      }
      const user = catalog.index.userByEmail(email);
      if (!user) return send(404, JSON.stringify({ error: `no sandbox user ${email}` }));
      const platform = url.searchParams.get('platform');
      if (platform !== null && !PLATFORM_KEYS.includes(platform as PlatformKey)) {
        return send(400, JSON.stringify({ error: `platform must be one of ${PLATFORM_KEYS.join(', ')}` }));
      }
      const only = platform === null ? undefined : (platform as PlatformKey);
      const body =
        action[2] === 'revoke'
          ? { email: user.email, platform: only ?? null, revoked_grants: users.revoke(user.id, only) }
          : { email: user.email, platform: only ?? null, expired_tokens: users.expireTokens(user.id, only) };
      return send(200, JSON.stringify(body));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, JSON.stringify({ error: 'method not allowed' }));
    if (path === '/' || path === '/catalog.json') {
      if (truth?.revision !== users.revision()) truth = { revision: users.revision(), body: Buffer.from(JSON.stringify(groundTruth(catalog))) };
      return send(200, truth.body);
    }
    if (path === '/__stats') return send(200, JSON.stringify(stats()));
    send(404, JSON.stringify({ error: 'not found' }));
  };
}
