import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import { playlistOn, recordingOn } from '../support/dashboard-env';
import { callApi, type DashboardShared } from '../support/dashboard-shared';

/** Keys, usage, tasks and the app page's layout at desktop and phone widths. */
export function appPageSuite(shared: DashboardShared): void {
  describe("the app's page", () => {
    it('copies the public key, converts a link through the API with it, and counts it in usage', async () => {
      const { page } = shared;
      await page.getByRole('button', { name: 'Copy Public key' }).click();
      await page.getByText('Copied').first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared.publicKey);

      const headers = { 'x-segue-public-key': shared.publicKey, 'content-type': 'application/json' };
      const track = await recordingOn(shared.env.sandbox.catalog_url, 'deezer', 'ytmusic');
      const converted = await callApi(shared, '/v1/entity/convert', { method: 'POST', headers, body: JSON.stringify({ url: track.url, target_platform: 'ytmusic' }) });
      const body = (await converted.json()) as { data: { payload: { platforms: Record<string, { id: string }> } } };
      expect(converted.status).toBe(200);
      expect(body.data.payload.platforms.ytmusic?.id).toBe(track.targetId);
      // An error of this app (another app's id answers 404), counted under its code.
      expect((await callApi(shared, '/v1/apps/00000000-0000-4000-8000-000000000000', { headers })).status).toBe(404);

      await page.locator('#usage').locator('..').getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(async () => page.getByTestId('usage-errors').textContent(), { timeout: 10_000 }).toBe('1');
      // The first request and this one.
      await expect.poll(async () => page.getByTestId('usage-conversions').textContent()).toBe('2');
      await page.getByText('ENOTFOUND × 1').waitFor();
      await expect(page.locator('.chart rect.series-conversions').count()).resolves.toBeGreaterThan(0);
    });

    it('shows a playlist task with its omitted tracks, downloadable as CSV', async () => {
      const { page } = shared;
      const headers = { 'x-segue-public-key': shared.publicKey, 'content-type': 'application/json' };
      const playlist = await playlistOn(shared.env.sandbox.catalog_url, 'deezer');
      const started = await callApi(shared, '/v1/entity/convert', { method: 'POST', headers, body: JSON.stringify({ url: playlist.url, target_platform: 'ytmusic' }) });
      expect(started.status).toBe(201);
      const taskId = ((await started.json()) as { data: { task_id: string } }).data.task_id;
      await expect
        .poll(async () => ((await (await callApi(shared, `/v1/task/${taskId}`, { headers })).json()) as { data?: { status?: string } }).data?.status, { timeout: 45_000, interval: 1_000 })
        .toBe('completed');
      await page.reload();
      const row = page.locator('tr', { hasText: playlist.title });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain('completed');
      await expect(row.textContent()).resolves.toContain('YouTube Music');
      const csvLink = page.getByRole('link', { name: /Download omitted tracks as CSV/ });
      const csv = await page.evaluate(async (href) => (await fetch(href)).text(), (await csvLink.getAttribute('href')) ?? '');
      expect(csv.split('\r\n')[0]).toBe('task_id,playlist_url,task_status,platform,track_title,track_artists,track_url,reason');
      await expect.poll(async () => page.getByTestId('usage-tasks').textContent()).toBe('1');
      // The status stays one word: the table has the page's whole width, and words do not break.
      const statusCell = row.locator('td').nth(2).locator('.nowrap');
      const box = await statusCell.boundingBox();
      expect(box!.height).toBeLessThan(30);
    });

    it('rotates the public key: the page shows the new one and the API refuses the old one', async () => {
      const { page } = shared;
      await page.getByRole('button', { name: 'Rotate public key' }).click();
      await page.getByRole('button', { name: 'Yes, rotate public key' }).click();
      await expect.poll(async () => page.getByTestId('public-key').inputValue()).not.toBe(shared.publicKey);
      const fresh = await page.getByTestId('public-key').inputValue();
      const old = await callApi(shared, '/v1/app', { headers: { 'x-segue-public-key': shared.publicKey } });
      expect(old.status).toBe(401);
      expect(((await old.json()) as { message: string }).message).toMatch(/revoked/);
      expect((await callApi(shared, '/v1/app', { headers: { 'x-segue-public-key': fresh } })).status).toBe(200);
      shared.publicKey = fresh;
      expect(await page.getByTestId('first-request').textContent()).toContain(fresh);
    });

    it('turns extension linking on with its switch, which the API reports at once, and off again', async () => {
      const { page } = shared;
      const linking = async () =>
        ((await (await callApi(shared, '/v1/app', { headers: { 'x-segue-public-key': shared.publicKey } })).json()) as { data: { extension_linking: boolean } }).data
          .extension_linking;
      const toggle = page.getByLabel("Let browser extensions link listeners' accounts");
      await expect(toggle.isChecked()).resolves.toBe(await linking());
      const before = await toggle.isChecked();
      await toggle.click();
      await page.getByText(before ? 'Extension linking is off.' : 'Extension linking is on.').waitFor();
      expect(await linking()).toBe(!before);
      await toggle.click();
      await page.getByText(before ? 'Extension linking is on.' : 'Extension linking is off.').waitFor();
      expect(await linking()).toBe(before);
    });

    it('fits a phone screen, keeps saved credentials readable there, and takes the README screenshots', async () => {
      const { page } = shared;
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'dashboard-app-desktop.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.getByRole('heading', { name: 'Player' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Apple Music's saved fields: each value gets most of the width, not one character per line.
      const value = page.locator('[data-platform="applemusic"] dd').first();
      expect((await value.boundingBox())!.width).toBeGreaterThan(200);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'dashboard-app-phone.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    });
  });
}
