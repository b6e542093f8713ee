import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR } from '../../../src/support/server-process';
import { PASSWORD, type DashboardShared } from '../support/dashboard-shared';

/** A forgotten password: the link by e-mail (to a real SMTP server on loopback), a new password, signed in. */
export function passwordResetSuite(shared: DashboardShared): void {
  describe('password reset', () => {
    it('e-mails a single-use link that sets a new password and signs in', async () => {
      const { page } = shared;
      await page.goto(`${shared.env.server.url}/dashboard`);
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
      await page.getByLabel('E-mail').fill('dev@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('If an account has this address, a reset link is on its way.').waitFor();

      await expect.poll(() => shared.mail.inbox.filter((mail) => mail.to === 'dev@example.com').length, { timeout: 10_000 }).toBe(1);
      const mail = shared.mail.inbox.find((entry) => entry.to === 'dev@example.com')!;
      expect(mail.subject).toBe('Reset your Segue password');
      const link = new RegExp(`${shared.env.server.url}/dashboard/reset-password#token=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
      expect(link).toBeDefined();

      await page.goto(link!);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'dashboard-reset-password.png') });
      await page.getByLabel('New password').fill('a freshly chosen passphrase');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await page.getByText('dev@example.com', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Organizations' }).waitFor();
      expect(new URL(page.url()).hash).toBe('');

      // The link is spent, and the old password no longer signs in.
      await page.goto(link!);
      await page.getByLabel('New password').fill('yet another passphrase');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await page.getByText('this reset link is unknown, used or expired').waitFor();
      const signIn = async (password: string) =>
        (await fetch(`${shared.env.server.url}/dashboard/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'dev@example.com', password }) })).status;
      expect(await signIn(PASSWORD)).toBe(401);
      expect(await signIn('a freshly chosen passphrase')).toBe(200);
    });
  });
}
