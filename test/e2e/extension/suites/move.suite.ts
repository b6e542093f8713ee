import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Transfer } from '@segue/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import { getStorage, linkFromOptions, resetExtension, type ExtensionEnv } from '../support/extension-env';

/** Rows of a CSV text (RFC 4180: a line break inside quotes belongs to its field). */
function csvRows(text: string): number {
  let rows = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === '\r' && text[i + 1] === '\n') rows++;
  }
  return rows;
}

/** "Move my music": a Spotify → Deezer transfer of the listener linked here, its summary and its CSV. */
export function moveSuite(shared: { env: ExtensionEnv }): void {
  describe('move my music', () => {
    let env: ExtensionEnv;
    beforeAll(async () => {
      env = shared.env;
      await resetExtension(env);
    });

    it('links Spotify and Deezer in this browser: one Segue user holds both', async () => {
      const options = await env.browser.context.newPage();
      await options.goto(env.browser.url('options.html'));
      await linkFromOptions(env, options, 'spotify', 'Spotify');
      await linkFromOptions(env, options, 'deezer', 'Deezer');
      await options.close();
      const accounts = await getStorage<Record<string, { userId: string }>>(env.browser.worker, 'linked-accounts');
      expect(accounts!.spotify!.userId).toBe(accounts!.deezer!.userId);
    });

    it('moves liked songs and one playlist from Spotify to Deezer, sums it up, and downloads a CSV row per item', async () => {
      const popup = await env.browser.context.newPage();
      await popup.goto(env.browser.url(`popup.html?url=${encodeURIComponent('https://blog.example/post')}`));
      const link = popup.getByTestId('open-move');
      expect(await link.getAttribute('href')).toBe(env.browser.url('move.html'));
      await popup.close();

      const page = await env.browser.context.newPage();
      await page.goto(env.browser.url('move.html'));
      await page.locator('select[name=from]').selectOption('spotify');
      await page.locator('select[name=to]').selectOption('deezer');
      // Lean: liked songs and the smallest playlist, no albums or artists.
      await page.locator('input[name=albums]').uncheck();
      await page.locator('input[name=artists]').uncheck();
      await page.getByRole('radio', { name: 'Choose playlists…' }).check();
      const boxes = page.locator('.pick-playlists input[type=checkbox]');
      await boxes.first().waitFor({ timeout: 30_000 });
      const sizes = await page.locator('.pick-playlists li').evaluateAll((items) => items.map((item) => Number(/\((\d+) songs\)/.exec(item.textContent ?? '')?.[1] ?? 1e9)));
      await boxes.nth(sizes.indexOf(Math.min(...sizes))).check();
      await page.getByRole('button', { name: 'Move to Deezer' }).click();

      await page.getByTestId('move-result').waitFor({ timeout: 240_000 });
      const accounts = await getStorage<Record<string, { userId: string }>>(env.browser.worker, 'linked-accounts');
      const listed = await fetch(`${env.sandbox.sandbox.base_url}/v1/account/${accounts!.spotify!.userId}/transfers`, { headers: { 'x-segue-key': env.sandbox.sandbox.app.private_key } });
      const [latest] = ((await listed.json()) as { data: Transfer[] }).data;
      const read = await fetch(`${env.sandbox.sandbox.base_url}/v1/account/${latest!.user_id}/transfers/${latest!.task_id}`, { headers: { 'x-segue-key': env.sandbox.sandbox.app.private_key } });
      const transfer = ((await read.json()) as { data: Transfer }).data;
      expect(transfer).toMatchObject({ from: 'spotify', to: 'deezer', status: 'completed' });
      const items = transfer.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['liked_track', 'playlist_track']));
      const count = (outcome: string) => items.filter((item) => item.outcome === outcome).length;
      expect(await page.getByTestId('move-summary').textContent()).toBe(
        `${items.length} items: ${count('added')} added, ${count('already_there')} already there, ${count('left_out')} left out.`,
      );
      expect(await page.locator('[data-testid=left-out] li[data-item]').count()).toBe(count('left_out'));
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'move-my-music.png'), fullPage: true });

      const download = page.waitForEvent('download');
      await page.getByTestId('download-csv').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^segue-transfer-spotify-to-deezer-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await file.path())!, 'utf8');
      expect(csv.startsWith('kind,playlist,position,source_title,')).toBe(true);
      expect(csvRows(csv)).toBe(items.length + 1);

      // Opened again, the page shows the last move.
      await page.reload();
      await page.getByTestId('move-result').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('move-summary').textContent()).toContain(`${items.length} items`);
      await page.close();
    }, 300_000);
  });
}
