import { AccountResponseSchema, AmbiguousUserErrorBodySchema, ConnectResponseSchema, RefreshedTokenSchema, UserConnectBodySchema } from '@segue/core/schemas';
import { z } from 'zod';
import type { RouteDoc } from '../openapi/route-doc';
import { EXAMPLES, LIBRARY_EXAMPLES } from '../openapi/sandbox-examples';

const JwksSchema = z
  .object({ keys: z.array(z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: z.string(), y: z.string(), kid: z.string(), alg: z.literal('ES256'), use: z.literal('sig') })) })
  .meta({ id: 'Jwks', description: 'The public keys that verify linking tokens (RFC 7517).' });

export const JoinBodySchema = z
  .strictObject({
    user_id: z.string().min(1).max(64).describe('The user your own session says came back with join_code'),
    join_code: z.string().min(1).max(128).describe('The join_code parameter of the redirect that ended the flow'),
  })
  .meta({ id: 'JoinBody' });

const JoinResponseSchema = z.object({
  data: z.object({ token: z.string().describe("A linking token of the joined user (claims of spec 2.7; uuid = user_id)"), user_id: z.string() }),
  message: z.string(),
  status: z.number(),
});

const RefreshTokenResponseSchema = z.object({ data: RefreshedTokenSchema, message: z.string(), status: z.number() }).meta({ id: 'RefreshTokenResponse' });

const ForgetBrowsersResponseSchema = z.object({ data: z.object({ forgotten: z.int().min(0) }), message: z.string(), status: z.number() });

const UnlinkResponseSchema = z.object({ data: z.object({ unlinked: z.string() }), message: z.string(), status: z.number() });

const platformPath = [{ name: 'platform', description: 'applemusic, spotify, deezer, tidal or ytmusic' }];
const htmlPage = (status: number, description: string) => ({ status, description, html: true });

export const LINKING_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/{platform}/connect',
    tag: 'Linking',
    summary: "Segue's start URL of a linking flow",
    description:
      'Query: `scopes` (space- or comma-separated; defaults per platform, Deezer always asks all it needs, Apple Music takes none), ' +
      "`redirect_url` (must match an allow-listed URL's origin and path; default the first one; a browser extension's web-auth redirect " +
      '`https://<extension id>.chromiumapp.org/…` or `https://<hash>.extensions.allizom.org/…` is accepted when the app has `extension_linking` on). ' +
      "data.url is Segue's start page: the first browser to open it owns the flow (a 10-minute HttpOnly cookie); the callback refuses any other browser. " +
      'The new link joins the user already linked to this platform account; else the user this browser linked before for this app ' +
      "(Segue's joining cookie `segue_join_<app id>`, HttpOnly, SameSite=Lax, 90 days after the browser's last link; the start page names that account, masked, " +
      'and offers a separate account instead), unless that user holds another account of the platform; else the oldest user with the same e-mail when the ' +
      'platform verified it (TIDAL) and that user has no links left; else a new user. So one listener linking several platforms in one browser is one user. ' +
      '`user_token` is refused (400): use POST /v1/{platform}/connect to add a platform to a user from your backend. ' +
      'Also at /v1/auth/{platform}/connect. YouTube Music needs a Google OAuth client (with the YouTube Data API v3 enabled) on the integration, else ENOTSUPPORTED.',
    auth: 'public',
    pathParams: platformPath,
    query: [
      { name: 'scopes', description: 'Platform scopes, space- or comma-separated; default per platform' },
      { name: 'redirect_url', description: "Where the user lands after linking: one of the app's redirect URLs (default the first)" },
      {
        name: 'response_mode',
        description: '`query` (default, as the spec says) or `fragment`: where the redirect carries `token`, `join_code` or `error`. The fragment never reaches a server log; an extension web-auth redirect defaults to it.',
      },
      { name: 'user_token', description: 'Refused (400): a backend adds a platform to a user with POST /v1/{platform}/connect' },
    ],
    response: ConnectResponseSchema,
    example: EXAMPLES.connect,
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/v1/{platform}/connect',
    tag: 'Linking',
    summary: 'A one-time start URL that adds a platform to an existing user',
    description:
      "For the app's backend: a flow that adds the platform to `user_id`. Send the signed-in user's browser to data.url at once: it is single use " +
      '(the first browser to open it owns it) and expires after 10 minutes. The join takes effect at once only when proven: the browser that opens it ' +
      'linked `user_id` before (the joining cookie). Otherwise a forwarded URL must not put someone else\'s account into your user: the link goes to the ' +
      "listener's own user (the token of the redirect names it), and the redirect also carries `join_code`; your backend checks that its own session is " +
      '`user_id` and exchanges the code with POST /v1/{platform}/connect/join. If the platform account is linked to another user of the app, ' +
      "the user is asked on Segue's page before it moves.",
    auth: 'private',
    pathParams: platformPath,
    requestBody: UserConnectBodySchema,
    requestExample: EXAMPLES.userConnectRequest,
    response: ConnectResponseSchema,
    example: EXAMPLES.connect,
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/v1/{platform}/connect/join',
    tag: 'Linking',
    summary: "Adds the platform account a listener linked to the user your backend vouches for (join_code of a backend-issued flow)",
    description:
      'When a backend-issued flow (POST /v1/{platform}/connect) ends in a browser that never linked `user_id`, the redirect carries `join_code` ' +
      'beside `token`. Exchange it only after your own session confirms the person who came back is `user_id`: the platform account then moves to ' +
      'that user (a user made for it alone is removed, the user it leaves gets its tokens revoked) and data.token is a linking token of `user_id`. ' +
      'A code works once, within 10 minutes, for the app, platform and user of its flow: another user_id gets 403 and joins nothing.',
    auth: 'private',
    pathParams: platformPath,
    requestBody: JoinBodySchema,
    requestExample: EXAMPLES.joinRequest,
    response: JoinResponseSchema,
    example: EXAMPLES.join,
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: '/v1/account',
    tag: 'Linking',
    summary: 'A user of the app by e-mail or id, with a profile per linked platform',
    description:
      'Several users may share an e-mail (platforms that do not verify addresses never join users on it). An e-mail answers the only user with it, ' +
      'else the only one whose address a platform verified; otherwise 409 (`EBADREQUEST`) whose `users` array holds every such user as a User account: ' +
      'ask again by id. The library routes and add-playlist take an e-mail too, and pick the one user with it who linked that platform.',
    auth: 'private',
    query: [{ name: 'identifier', description: 'The user id (UUID) or e-mail', required: true }],
    response: AccountResponseSchema,
    example: LIBRARY_EXAMPLES.account,
    otherResponses: [
      { status: 409, description: 'The e-mail names several users (`users` lists them): ask again by id', response: AmbiguousUserErrorBodySchema, example: EXAMPLES.ambiguousAccount },
    ],
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/v1/auth/{platform}/start',
    tag: 'Linking',
    summary: "Segue's start page of a linking flow (data.url of connect), for the user's browser",
    description:
      'The first browser to open it owns the flow (a 10-minute HttpOnly cookie) and is sent on to the platform; any other browser, ' +
      'or a used or expired state, gets an error page (JSON with `Accept: application/json`).',
    auth: 'none',
    pathParams: platformPath,
    query: [
      { name: 'state', description: 'The signed state of data.url', required: true },
      { name: 'separate', description: '`1`: the listener chose a separate account instead of the one this browser linked before' },
    ],
    otherResponses: [htmlPage(200, 'The start page, which sends the browser to the platform')],
    errors: [400, 404],
    htmlErrors: true,
  },
  {
    method: 'get',
    path: '/v1/auth/{platform}/callback',
    tag: 'Linking',
    summary: 'Where the platform sends the user back (the redirect URI to register with the platform)',
    description:
      'Checks the state and the browser that started the flow, exchanges the code, links the account and redirects to the ' +
      "app's redirect URL with `token` (a linking token; its `uuid` claim is the user), plus `join_code` for an unproven backend-issued flow, " +
      'or with `error`, and remembers the browser as the user\'s (the joining cookie). If the platform account is linked to ' +
      'another user of the app, a page asks before it moves. Errors are HTML pages, or the JSON envelope with `Accept: application/json`. ' +
      "Apple Music's sign-in page posts its answer instead (`POST`, a form with `state` and `music_user_token` or `error`): a GET of the Apple Music callback is refused with 400, " +
      'so the Music-User-Token never sits in a URL.',
    auth: 'none',
    pathParams: platformPath,
    query: [
      { name: 'state', description: 'The state Segue sent to the platform' },
      { name: 'code', description: 'The authorization code from the platform' },
      { name: 'error', description: 'The refusal from the platform' },
    ],
    otherResponses: [
      { status: 302, description: "To the app's redirect URL", location: "The app's redirect URL with `token` (and `join_code`), or `error`" },
      htmlPage(200, 'A page asking whether the platform account moves to this user'),
    ],
    errors: [400, 403, 404, 409, 503],
    htmlErrors: true,
  },
  {
    method: 'delete',
    path: '/v1/account/{userId}/{platform}',
    tag: 'Linking',
    summary: "Unlinks a user's platform account and deletes its tokens",
    description: "Also revokes every linking token the user was issued so far: they answer 401 until the user links again.",
    auth: 'private',
    pathParams: [
      { name: 'userId', description: 'Segue user id' },
      { name: 'platform', description: 'Platform key' },
    ],
    response: UnlinkResponseSchema,
    example: EXAMPLES.unlink,
    errors: [404],
  },
  {
    method: 'post',
    path: '/v1/me/token',
    tag: 'Linking',
    summary: 'A fresh linking token for one that still stands (the extension keeps its credential so)',
    description:
      'With the public key and `Authorization: Bearer <linking token>`. Linking tokens last a day; a standing token of a user who still has ' +
      "the token's platform linked is exchanged for a new one, for 90 days after the listener linked (`auth_time`). After that, or once the " +
      'token expired or was revoked (an unlink), the listener links again.',
    auth: 'public',
    response: RefreshTokenResponseSchema,
    example: EXAMPLES.refreshToken,
    errors: [400, 401],
  },
  {
    method: 'delete',
    path: '/v1/account/{userId}/browsers',
    tag: 'Linking',
    summary: 'Forgets every browser that linked the user: their next links no longer join it',
    description: 'For a listener who signs out everywhere or reports a shared computer. Linked platforms and tokens stay.',
    auth: 'private',
    pathParams: [{ name: 'userId', description: 'Segue user id' }],
    response: ForgetBrowsersResponseSchema,
    example: EXAMPLES.forgetBrowsers,
    errors: [404],
  },
  {
    method: 'get',
    path: '/.well-known/jwks.json',
    tag: 'Linking',
    summary: 'Public keys of the linking tokens (ES256)',
    auth: 'none',
    response: JwksSchema,
    example: EXAMPLES.jwks,
  },
];
