/**
 * `SEGUE_PUBLIC_URL` as the linking flow uses it (callbacks, the token issuer). It is final when
 * the services are built: with `PORT=0` the server binds its port before building them.
 */
export interface PublicUrl {
  get(): string;
}

export function createPublicUrl(configured: string): PublicUrl {
  const url = configured.replace(/\/+$/, '');
  return { get: () => url };
}
