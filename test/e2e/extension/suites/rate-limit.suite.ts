import { beforeAll, describe, expect, it } from 'vitest';
import { resetExtension, type ExtensionEnv } from '../support/extension-env';
import { segueCli } from '../support/segue-cli';

/**
 * fetch, retried once when a kept-alive connection was closed by the server between two uses
 * (Node's pool may hand out a socket the server just timed out).
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** A rate-limited server, shown with its wait. Uses an app of its own: it spends that app's budget. */
export function rateLimitSuite(shared: { env: ExtensionEnv; rateLimit: number }): void {
  describe('rate limits', () => {
    let env: ExtensionEnv;
    let publicKey: string;
    beforeAll(async () => {
      env = shared.env;
      await resetExtension(env);
      publicKey = (JSON.parse(segueCli(env.sandbox.dataDir, 'apps', 'create', '--name', 'Rate limited', '--json')) as { public_key: string })
        .public_key;
    });

    it('options: a rate-limited server is a clear message with the wait', async () => {
      const { base_url } = env.sandbox.sandbox;
      let limited = false;
      for (let i = 0; i <= shared.rateLimit && !limited; i++) {
        const response = await fetchOnce(`${base_url}/v1/app`, { headers: { 'x-segue-public-key': publicKey } });
        limited = response.status === 429;
      }
      expect(limited).toBe(true);
      const page = await env.browser.context.newPage();
      await page.goto(env.browser.url('options.html'));
      await page.fill('input[name=publicKey]', publicKey);
      await page.getByRole('button', { name: 'Save and check' }).click();
      const notice = page.locator('[data-notice]');
      await expect.poll(() => notice.getAttribute('data-notice')).toBe('rate-limited');
      expect(await notice.textContent()).toMatch(/The server asks to wait \d+ s before the next one/);
      await page.close();
    });
  });
}
