/**
 * `SEGUE_PUBLIC_URL` as the linking flow uses it (callbacks, start pages, the token issuer),
 * without a trailing slash. It is final when the services are built: with `PORT=0` the server
 * binds its port before building them.
 */
export const publicBase = (configured: string): string => configured.replace(/\/+$/, '');
