import { describe, expect, it } from 'vitest';
import { route, startRecordedPlatform, type RecordedPlatform } from '../../../test/support/platforms/recorded-platform';
import { coverFile, doc, image640, sharingUrl, startTidal, tidal, type JsonApiResource } from '../../../test/support/platforms/tidal-contract';
import { createTidalAdapter } from './adapter';
import { createTidalOAuth } from './oauth';

let platform: RecordedPlatform | undefined;

describe('TIDAL artist and tokens, on recorded responses', () => {
  it('reads an artist with its profile art, linking the TIDAL page and not the first social link', async () => {
    const body = doc('artist-with-profile-art.json');
    const artist = body.data as JsonApiResource;
    const started = await startTidal([route(tidal('artist-with-profile-art.json'))]);
    platform = started.platform;
    await expect(started.adapter.getArtist(artist.id)).resolves.toEqual({
      platform: 'tidal',
      id: artist.id,
      name: artist.attributes!.name,
      image: image640(body, artist, 'profileArt'),
      url: sharingUrl(artist),
    });
    expect(platform.requests.at(-1)!.query.get('include')).toBe('profileArt');
  });

  it('reads an artist whose biography relationship names one object and whose picture stops at 750 px', async () => {
    const body = doc('artist-with-biography.json');
    const artist = body.data as JsonApiResource;
    const started = await startTidal([route(tidal('artist-with-biography.json'))]);
    platform = started.platform;
    const art = (body.included ?? []).find((r) => r.type === 'artworks')!;
    const files = art.attributes!.files as Array<{ href: string; meta: { width: number; height: number } }>;
    // No 640 px file: the smallest larger one, 750 px.
    const expected = coverFile(files);
    await expect(started.adapter.getArtist(artist.id)).resolves.toEqual({
      platform: 'tidal',
      id: artist.id,
      name: artist.attributes!.name,
      image: expected,
      url: sharingUrl(artist),
    });
    expect(expected).toMatch(/\/750x750\.jpg$/);
  });

  it.each(['token-client-credentials.json', 'token-client-credentials-sdk.json'])(
    '%s: the catalog token is sent as the bearer of the next read',
    async (file) => {
      const token = tidal(file).body as { access_token: string };
      platform = await startRecordedPlatform('tidal', [route(tidal(file)), route(tidal('artist-with-profile-art.json'))]);
      const adapter = createTidalAdapter({
        baseUrls: { api: platform.url, auth: platform.url },
        credentials: { client_id: 'recorded-client', client_secret: 'recorded-secret' },
        http: platform.http,
      });
      await adapter.getArtist('4906194');
      expect(platform.requests[0]!.body).toContain('grant_type=client_credentials');
      expect(platform.requests[1]!.headers.authorization).toBe(`Bearer ${token.access_token}`);
    },
  );

  it('exchanges a code and refreshes with the user token response', async () => {
    const body = tidal('token-authorization-code.json').body as { access_token: string; refresh_token: string; expires_in: number; scope: string };
    platform = await startRecordedPlatform('tidal', [route(tidal('token-authorization-code.json'))]);
    const oauth = createTidalOAuth({
      baseUrls: { api: platform.url, auth: platform.url, login: platform.url },
      credentials: { client_id: 'recorded-client', client_secret: 'recorded-secret' },
    });
    const tokens = await oauth.exchangeCode('code', { redirectUri: 'https://app.example/cb', codeVerifier: 'v'.repeat(43), scopes: ['user.read'] });
    expect(tokens).toMatchObject({ accessToken: body.access_token, refreshToken: body.refresh_token, expiresIn: body.expires_in, scopes: body.scope.split(' ') });
    const refreshed = await oauth.refresh!(body.refresh_token, ['user.read']);
    expect(refreshed).toMatchObject({ accessToken: body.access_token, refreshToken: body.refresh_token });
    expect(platform.requests.map((r) => new URLSearchParams(r.body).get('grant_type'))).toEqual(['authorization_code', 'refresh_token']);
  });
});
