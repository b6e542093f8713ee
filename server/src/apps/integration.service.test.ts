import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.repository';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';

let db: TestDatabase;
let app: App;

const p8 = (curve: string) =>
  generateKeyPairSync('ec', { namedCurve: curve }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

beforeAll(async () => {
  db = await createTestDatabase();
  app = (await db.services.apps.create({ name: 'Integrations' })).app;
});

afterAll(async () => {
  await db?.close();
});

describe('integration service', () => {
  it('stores the identifiers in clear and seals the secrets', async () => {
    await db.services.integrations.set(app.id, 'spotify', { client_id: 'spotify-id', client_secret: 'very-secret-value' });
    const { rows } = await db.pool.query<{ settings: unknown; secrets: Buffer }>(
      "SELECT settings, secrets FROM integrations WHERE app_id = $1 AND platform = 'spotify'",
      [app.id],
    );
    // The market defaults to US when not given, as Apple's storefront does.
    expect(rows[0]!.settings).toEqual({ client_id: 'spotify-id', market: 'US' });
    expect(rows[0]!.secrets.toString('latin1')).not.toContain('very-secret-value');
    expect(await db.services.integrations.credentials(app.id, 'spotify')).toEqual({
      client_id: 'spotify-id',
      client_secret: 'very-secret-value',
      market: 'US',
    });
  });

  it('accepts every platform with its own fields', async () => {
    await db.services.integrations.set(app.id, 'tidal', { client_id: 't', client_secret: 's' });
    await db.services.integrations.set(app.id, 'deezer', { app_id: '123456', secret: 'd' });
    await db.services.integrations.set(app.id, 'ytmusic', {});
    const apple = await db.services.integrations.set(app.id, 'applemusic', {
      team_id: 'ABCDE12345',
      key_id: 'KEY1234567',
      private_key: p8('prime256v1'),
    });
    expect(apple.settings).toEqual({ team_id: 'ABCDE12345', key_id: 'KEY1234567', storefront: 'us' });
    expect((await db.services.integrations.credentials(app.id, 'applemusic')).private_key).toMatch(/BEGIN PRIVATE KEY/);
    expect(await db.services.integrations.platforms(app.id)).toEqual(['applemusic', 'deezer', 'spotify', 'tidal', 'ytmusic']);
  });

  it('stores a Spotify market as an upper-case country code', async () => {
    const saved = await db.services.integrations.set(app.id, 'spotify', { client_id: 'i', client_secret: 's', market: ' gb ' });
    expect(saved.settings).toEqual({ client_id: 'i', market: 'GB' });
  });

  it.each([
    ['spotify', { client_id: 'x' }, 'invalid Spotify credentials: client_secret is required'],
    ['spotify', { client_id: ' ', client_secret: 'y' }, 'invalid Spotify credentials: client_id must not be empty'],
    ['spotify', { client_id: 'x', client_secret: 'y', market: 'USA' }, 'invalid Spotify credentials: market must be a two-letter country code such as "US"'],
    ['deezer', { app_id: 'abc', secret: 'y' }, 'invalid Deezer credentials: app_id must be the numeric application id'],
    ['applemusic', { team_id: 'short', key_id: 'KEY1234567', private_key: p8('prime256v1') }, 'team_id must be the 10-character'],
    ['applemusic', { team_id: 'ABCDE12345', key_id: 'KEY1234567', private_key: 'not a pem' }, 'private_key must be the PEM content'],
    ['applemusic', { team_id: 'ABCDE12345', key_id: 'KEY1234567', private_key: p8('secp384r1') }, 'an EC P-256 private key'],
    ['deezer', { app_id: '123456' }, 'invalid Deezer credentials: app_id and secret go together'],
    ['deezer', { secret: 'y' }, 'app_id and secret go together'],
    ['ytmusic', { client_id: 'x' }, 'invalid YouTube Music credentials: client_id and client_secret go together'],
    ['ytmusic', { client_id: ' ', client_secret: 'y' }, 'client_id and client_secret go together'],
    ['ytmusic', { api_key: 'x' }, 'invalid YouTube Music credentials: Unrecognized key'],
  ])('refuses bad %s credentials with a message naming the field', async (platform, input, message) => {
    await expect(db.services.integrations.set(app.id, platform, input)).rejects.toMatchObject({
      code: 'EBADREQUEST',
      message: expect.stringContaining(message),
    });
  });

  it('takes YouTube Music with no fields, or with a Google OAuth client whose secret is sealed', async () => {
    const ytApp = (await db.services.apps.create({ name: 'YouTube Music' })).app;
    const bare = await db.services.integrations.set(ytApp.id, 'ytmusic', { client_id: '', client_secret: '  ' });
    expect(bare).toMatchObject({ settings: {}, secretFields: [] });
    expect(await db.services.integrations.credentials(ytApp.id, 'ytmusic')).toEqual({});
    const google = await db.services.integrations.set(ytApp.id, 'ytmusic', { client_id: 'google-id.apps.googleusercontent.com', client_secret: 'GOCSPX-secret' });
    expect(google).toMatchObject({ settings: { client_id: 'google-id.apps.googleusercontent.com' }, secretFields: ['client_secret'] });
    expect(await db.services.integrations.credentials(ytApp.id, 'ytmusic')).toEqual({
      client_id: 'google-id.apps.googleusercontent.com',
      client_secret: 'GOCSPX-secret',
    });
    expect((await db.services.integrations.list(ytApp.id))[0]!.secretFields).toEqual(['client_secret']);
  });

  it('takes Deezer with no fields (its catalog needs none), or with an app id and a sealed secret', async () => {
    const dzApp = (await db.services.apps.create({ name: 'Deezer' })).app;
    const bare = await db.services.integrations.set(dzApp.id, 'deezer', { app_id: ' ', secret: '' });
    expect(bare).toMatchObject({ settings: {}, secretFields: [] });
    expect(await db.services.integrations.credentials(dzApp.id, 'deezer')).toEqual({});
    const linked = await db.services.integrations.set(dzApp.id, 'deezer', { app_id: '123456', secret: 'd' });
    expect(linked).toMatchObject({ settings: { app_id: '123456' }, secretFields: ['secret'] });
    expect(await db.services.integrations.credentials(dzApp.id, 'deezer')).toEqual({ app_id: '123456', secret: 'd' });
  });

  it('refuses an unknown platform and answers ENOCREDENTIALS / ENOTFOUND where nothing is set', async () => {
    await expect(db.services.integrations.set(app.id, 'napster', {})).rejects.toMatchObject({ code: 'EINVALIDPLATFORM' });
    const bare = (await db.services.apps.create({ name: 'Bare' })).app;
    await expect(db.services.integrations.credentials(bare.id, 'deezer')).rejects.toMatchObject({ code: 'ENOCREDENTIALS' });
    await expect(db.services.integrations.remove(bare.id, 'deezer')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('removes an integration', async () => {
    await db.services.integrations.remove(app.id, 'tidal');
    expect((await db.services.integrations.list(app.id)).map((item) => item.platform)).not.toContain('tidal');
  });
});
