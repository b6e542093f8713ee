/**
 * The sandbox's own host: `/` serves the ground truth, `/__stats` the request counts,
 * `POST /__users/{email}/expire-tokens|revoke[?platform=]` let tests force a token refresh or a
 * revoked grant, `POST /__playlists/{platform}/{playlistId}/edit` changes a playlist's entries
 * and `DELETE /__playlists/{platform}/{playlistId}` deletes it, as its owner would in the
 * platform's app (see the package README); `GET|POST /_sandbox/faults` reads and changes the
 * faults while the sandbox runs (`faults-control.ts`).
 */
import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { IncomingMessage, RequestListener } from 'node:http';
import { FAULTS_PATH, handleFaults, type FaultsControl } from './faults-control';
import { groundTruth } from './ground-truth';
import { BodyTooLargeError, readBody } from './platform-kit/read-body';
import { parseEditOps, PlaylistEditError } from './user-state/playlist-edits';
import type { SandboxStats } from './request-stats';
import type { UserState } from './user-state/user-state';

const USER_ACTION = /^\/__users\/([^/]+)\/(expire-tokens|revoke)$/;
const PLAYLIST_EDIT = /^\/__playlists\/([^/]+)\/([^/]+)\/edit$/;
const PLAYLIST = /^\/__playlists\/([^/]+)\/([^/]+)$/;

export function catalogServer(users: UserState, stats: () => SandboxStats, control?: FaultsControl): RequestListener {
  const catalog = users.catalog;
  // Rebuilt only when a user has changed a library since the last build.
  let truth: { revision: number; body: Buffer } | undefined;

  const editPlaylist = async (req: IncomingMessage, rawPlatform: string, rawId: string): Promise<{ status: number; body: unknown }> => {
    const fail = (status: number, error: string) => ({ status, body: { error } });
    if (!PLATFORM_KEYS.includes(rawPlatform as PlatformKey)) return fail(400, `platform must be one of ${PLATFORM_KEYS.join(', ')}`);
    const platform = rawPlatform as PlatformKey;
    let id: string;
    try {
      id = decodeURIComponent(rawId);
    } catch {
      return fail(400, 'malformed playlist id in path');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(req)) as unknown;
    } catch (error) {
      return fail(error instanceof BodyTooLargeError ? 413 : 400, error instanceof BodyTooLargeError ? 'body too large' : 'body must be JSON: {"ops": [...]}');
    }
    try {
      const playlist = users.editPlaylist(platform, id, parseEditOps(parsed));
      return {
        status: 200,
        body: {
          platform,
          playlist_id: playlist.platformId,
          revision: playlist.revision ?? 0,
          modified_at: playlist.modifiedAt ?? playlist.createdAt,
          recording_ids: playlist.recordingIds,
          entries: playlist.recordingIds.length + (playlist.oddEntries?.length ?? 0),
        },
      };
    } catch (error) {
      if (error instanceof PlaylistEditError) return fail(error.reason === 'not_found' ? 404 : 400, error.message);
      throw error;
    }
  };
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname;
    const send = (status: number, body: Buffer | string): void => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (path === FAULTS_PATH && control) {
      handleFaults(req, control).then(
        ({ status, body }) => send(status, JSON.stringify(body)),
        () => send(500, JSON.stringify({ error: 'changing the faults failed' })),
      );
      return;
    }
    const deleted = PLAYLIST.exec(path);
    if (deleted) {
      if (req.method !== 'DELETE') return send(405, JSON.stringify({ error: 'method not allowed' }));
      const platform = deleted[1] as PlatformKey;
      if (!PLATFORM_KEYS.includes(platform)) return send(400, JSON.stringify({ error: `platform must be one of ${PLATFORM_KEYS.join(', ')}` }));
      try {
        users.deletePlaylist(platform, decodeURIComponent(deleted[2] ?? ''));
        return send(200, JSON.stringify({ platform, playlist_id: decodeURIComponent(deleted[2] ?? ''), deleted: true }));
      } catch (error) {
        if (error instanceof PlaylistEditError) return send(404, JSON.stringify({ error: error.message }));
        return send(400, JSON.stringify({ error: 'malformed playlist id in path' }));
      }
    }
    const edit = PLAYLIST_EDIT.exec(path);
    if (edit) {
      if (req.method !== 'POST') return send(405, JSON.stringify({ error: 'method not allowed' }));
      editPlaylist(req, edit[1] ?? '', edit[2] ?? '').then(
        ({ status, body }) => send(status, JSON.stringify(body)),
        () => send(500, JSON.stringify({ error: 'edit failed' })),
      );
      return;
    }
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
