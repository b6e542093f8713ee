import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import { playlistOn } from '../support/dashboard-env';
import { callApi, type DashboardShared } from '../support/dashboard-shared';

/** The webhook: set it, a test event, a real event in the delivery log, redelivery, and rotating the secret with a confirmation. */
export function webhooksSuite(shared: DashboardShared): void {
  let receiver: Server;
  let receiverUrl = '';
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    // Sandbox mode lets webhooks go to loopback receivers.
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/segue-events`;
  });
  afterAll(async () => {
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  describe('webhooks', () => {
    it('delivers a finished task to the webhook, logs it, and redelivers it with the same webhook-id', async () => {
      const { page } = shared;
      await page.getByLabel('Webhook URL').fill(receiverUrl);
      await page.getByRole('button', { name: 'Set webhook' }).click();
      await page.getByTestId('webhook-secret').waitFor();
      await page.getByRole('button', { name: 'Send test event' }).click();
      await page.getByText(/Test event msg_\S+ delivered \(HTTP 204\)/).waitFor();

      const headers = { 'x-segue-public-key': shared.publicKey, 'content-type': 'application/json' };
      const playlist = await playlistOn(shared.env.sandbox.catalog_url, 'tidal');
      const started = await callApi(shared, '/v1/entity/convert', { method: 'POST', headers, body: JSON.stringify({ url: playlist.url, target_platform: 'deezer' }) });
      expect(started.status).toBe(201);
      const events = () => received.filter((entry) => entry.body.includes('playlist.conversion.'));
      await expect.poll(() => events().length, { timeout: 45_000, interval: 500 }).toBe(1);
      const webhookId = String(events()[0]!.headers['webhook-id']);

      const log = page.locator('.delivery-log');
      await expect
        .poll(async () => {
          await log.getByRole('button', { name: 'Refresh' }).click();
          return log.locator('tbody tr').count();
        }, { timeout: 10_000, interval: 500 })
        .toBe(1);
      await log.getByText('delivered (HTTP 204)').waitFor();
      await log.getByText(webhookId).waitFor();

      await log.getByRole('button', { name: `Redeliver ${webhookId}` }).click();
      await log.getByText(/Redelivery of msg_\S+ queued/).waitFor();
      await expect.poll(() => events().length, { timeout: 15_000, interval: 200 }).toBe(2);
      expect(events()[1]!.headers['webhook-id']).toBe(webhookId);
      expect(events()[1]!.body).toBe(events()[0]!.body);
      await expect
        .poll(async () => {
          await log.getByRole('button', { name: 'Refresh' }).click();
          return log.locator('tbody tr').count();
        }, { timeout: 10_000, interval: 500 })
        .toBe(2);
      await expect(log.locator('tbody tr').first().locator('td').nth(2).textContent()).resolves.toBe('2');
    });

    it('asks before rotating the signing secret, and Cancel keeps it', async () => {
      const { page } = shared;
      const before = await page.getByTestId('webhook-secret').inputValue();
      await page.getByRole('button', { name: 'Rotate secret' }).click();
      await page.getByText('The current secret stops signing at once').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect(await page.getByTestId('webhook-secret').inputValue()).toBe(before);
      await page.getByRole('button', { name: 'Rotate secret' }).click();
      await page.locator('section[aria-labelledby="webhook"]').screenshot({ path: path.join(SCREENSHOTS_DIR, 'dashboard-webhook.png') });
      await page.getByRole('button', { name: 'Yes, rotate the secret' }).click();
      await expect.poll(async () => page.getByTestId('webhook-secret').inputValue()).not.toBe(before);
    });
  });
}
