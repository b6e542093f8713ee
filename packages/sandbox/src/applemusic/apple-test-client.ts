/** Test support: the Apple Music simulator behind the sandbox servers, with a token minter and a GET helper. */
import { SignJWT, importPKCS8, type CryptoKey } from 'jose';
import type { Catalog } from '../catalog/model';
import { startPlatform, TEST_NOW, type StartedPlatform } from '../test-fixtures/start-platform';
import { simulator } from './index';

export interface MintOptions {
  kid?: string;
  iss?: string;
  iat?: number;
  exp?: number;
  key?: CryptoKey;
}

export interface AppleTestClient {
  started: StartedPlatform;
  /** A developer token the way an integration mints one, with any claim overridden. */
  mint(options?: MintOptions): Promise<string>;
  /** GET on the api host with a valid token (or `auth`, or none when null). */
  get(path: string, auth?: string | null): Promise<{ status: number; headers: Headers; text: string; body: unknown }>;
}

export async function startAppleTestClient(catalog: Catalog): Promise<AppleTestClient> {
  const started = await startPlatform('applemusic', simulator, catalog);
  const credentials = started.sandbox.credentials.applemusic;
  const mint = async (options: MintOptions = {}) => {
    const key = options.key ?? (await importPKCS8(credentials.private_key!, 'ES256'));
    const now = Math.floor(TEST_NOW / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? credentials.key_id! })
      .setIssuer(options.iss ?? credentials.team_id!)
      .setIssuedAt(options.iat ?? now - 60)
      .setExpirationTime(options.exp ?? now + 3600)
      .sign(key);
  };
  const token = await mint();
  const get = async (path: string, auth: string | null = token) => {
    const res = await fetch(`${started.sandbox.urls.applemusic.api}${path}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: (text ? JSON.parse(text) : undefined) as unknown };
  };
  return { started, mint, get };
}
