import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import { signUp, type DashboardShared } from '../support/dashboard-shared';

/** A new developer in sandbox mode: the Sandbox organization, an app that converts at once, the first request. */
export function onboardingSuite(shared: DashboardShared): void {
  describe('a new account in sandbox mode', () => {
    it('signs up, owns the Sandbox organization, creates an organization and an app, and sees the private key once', async () => {
      const { page } = shared;
      await page.goto(`${shared.env.server.url}/dashboard`);
      await page.getByRole('heading', { name: 'Sign in to Segue' }).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'dashboard-sign-in.png') });
      await signUp(shared, page, 'dev@example.com');

      // Sandbox mode: the sandbox app's organization is this account's, and the page says why.
      await page.getByTestId('sandbox-note').waitFor();
      await page.getByRole('link', { name: 'Sandbox', exact: true }).waitFor();
      await expect(page.getByText('0 apps · owner').or(page.getByText('1 app · owner')).count()).resolves.toBe(1);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'dashboard-organizations-sandbox.png') });

      await page.getByLabel('Organization name').fill('Acme Music');
      await page.getByRole('button', { name: 'Create organization' }).click();
      await page.getByRole('heading', { name: 'Acme Music' }).waitFor();
      await page.getByLabel('App name').fill('Player');
      await page.getByRole('button', { name: 'Create app' }).click();
      const privateKey = await page.getByTestId('created-private-key').inputValue();
      expect(privateKey).toMatch(/^[0-9a-f-]{36}$/);
      await page.getByRole('button', { name: 'Open Player' }).click();
      await page.getByRole('heading', { name: 'Player' }).waitFor();
      shared.appId = /\/dashboard\/apps\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
      expect(shared.appId).not.toBe('');
      expect(await page.content()).not.toContain(privateKey);
      // The breadcrumb names the organization; the header carries the logo, the tab the favicon.
      await page.locator('.crumbs').getByRole('link', { name: 'Acme Music' }).waitFor();
      expect(await page.locator('header .brand svg.logo').isVisible()).toBe(true);
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      const favicon = await page.evaluate(async (href) => {
        const response = await fetch(href);
        return { status: response.status, type: response.headers.get('content-type'), svg: (await response.text()).startsWith('<svg') };
      }, icon ?? '');
      expect(favicon).toEqual({ status: 200, type: 'image/svg+xml', svg: true });
      // Every platform's callback, YouTube Music's (the Google OAuth client's redirect URI) too.
      expect(await page.getByLabel('YouTube Music callback URL', { exact: true }).inputValue()).toBe(`${shared.env.server.url}/v1/auth/ytmusic/callback`);
    });

    it("gives the new app the simulators' credentials on every platform, and its first request, pasted in a terminal, converts", async () => {
      const { page } = shared;
      for (const name of ['Apple Music', 'Spotify', 'Deezer', 'TIDAL', 'YouTube Music']) {
        await expect(page.locator('details.platform summary', { hasText: name }).textContent()).resolves.toContain('configured');
      }
      shared.publicKey = await page.getByTestId('public-key').inputValue();
      const command = (await page.getByTestId('first-request').textContent()) ?? '';
      expect(command).toContain(`x-segue-public-key: ${shared.publicKey}`);
      expect(command).toContain(`${shared.env.server.url}/v1/entity/convert`);
      // Run exactly what the page shows, as a developer would.
      const answer = JSON.parse(execFileSync('sh', ['-c', command], { encoding: 'utf8' })) as { status: number; data: { payload: { platforms: Record<string, { url: string }> } } };
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.data.payload.platforms).sort()).toEqual(['applemusic', 'deezer', 'spotify', 'tidal', 'ytmusic']);
    });

    it('replaces and tests credentials, never showing a secret again', async () => {
      const { page } = shared;
      const deezer = page.locator('[data-platform="deezer"]');
      await deezer.getByRole('button', { name: 'Replace credentials' }).click();
      await page.locator('#deezer-app_id').fill('987654');
      await page.locator('#deezer-secret').fill('deezer-secret-value');
      await page.getByRole('button', { name: 'Save Deezer integration' }).click();
      await deezer.getByText('…7654').waitFor();

      const ytmusic = page.locator('[data-platform="ytmusic"]');
      await ytmusic.getByRole('button', { name: 'Test credentials' }).click();
      await ytmusic.getByText('YouTube Music answered').waitFor();

      // Credentials the Spotify simulator does not know: the check says they were refused.
      const spotify = page.locator('[data-platform="spotify"]');
      await spotify.getByRole('button', { name: 'Replace credentials' }).click();
      await page.locator('#spotify-client_id').fill('not-a-real-client');
      await page.locator('#spotify-client_secret').fill('spotify-secret-value');
      await page.getByRole('button', { name: 'Save Spotify integration' }).click();
      await spotify.getByRole('button', { name: 'Test credentials' }).click();
      await spotify.getByText(/refused these credentials/).waitFor();

      const html = await page.content();
      expect(html).not.toContain('deezer-secret-value');
      expect(html).not.toContain('spotify-secret-value');
    });

    it("names the form's own fields when the server refuses credentials", async () => {
      const { page } = shared;
      const apple = page.locator('[data-platform="applemusic"]');
      await apple.getByRole('button', { name: 'Replace credentials' }).click();
      await page.locator('#applemusic-team_id').fill('ABCDE12345');
      await page.locator('#applemusic-key_id').fill('short');
      await page.locator('#applemusic-private_key').fill('not a key');
      await page.getByRole('button', { name: 'Save Apple Music integration' }).click();
      const error = apple.getByRole('alert');
      await error.getByText('Invalid Apple Music credentials: Key ID must be the 10-character identifier').waitFor();
      await expect(error.textContent()).resolves.toContain('; Private key (.p8 file content) must be the PEM content');
      await apple.getByRole('button', { name: 'Cancel' }).click();
    });

    it('asks before removing an integration, and keeps it when told to', async () => {
      const { page } = shared;
      const spotify = page.locator('[data-platform="spotify"]');
      const summary = page.locator('details.platform summary', { hasText: 'Spotify' });
      await spotify.getByRole('button', { name: 'Remove…' }).click();
      await spotify.getByText('Remove the Spotify integration?').waitFor();
      await expect(spotify.getByRole('group').textContent()).resolves.toContain('keep your own copy of Client secret');
      await spotify.getByRole('button', { name: 'Keep it' }).click();
      await expect(summary.textContent()).resolves.toContain('configured');

      await spotify.getByRole('button', { name: 'Remove…' }).click();
      await spotify.getByRole('button', { name: 'Remove Spotify integration' }).click();
      await expect.poll(() => summary.textContent()).toContain('not set up');
    });
  });
}
