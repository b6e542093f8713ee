import { describe, expect, it } from 'vitest';
import { signUp, type DashboardShared } from '../support/dashboard-shared';

/** Another account sees nothing of the first one's; an invited developer joins by accepting with the link and reads only. */
export function membersSuite(shared: DashboardShared): void {
  describe('organizations and members', () => {
    it("does not let a second account see the first one's organization or app", async () => {
      const other = await shared.env.browser.newContext();
      try {
        const second = await other.newPage();
        await signUp(shared, second, 'other@example.com');
        // Only the Sandbox organization, which every account owns in sandbox mode.
        await second.getByRole('link', { name: 'Sandbox', exact: true }).waitFor();
        await expect(second.getByRole('link', { name: 'Acme Music' }).count()).resolves.toBe(0);
        await second.goto(`${shared.env.server.url}/dashboard/apps/${shared.appId}`);
        await second.getByRole('alert').filter({ hasText: `no app ${shared.appId}` }).waitFor();
        const status = await second.evaluate(async (id) => (await fetch(`/dashboard/api/apps/${id}`)).status, shared.appId);
        expect(status).toBe(404);
        expect(await second.content()).not.toContain('Player');
      } finally {
        await other.close();
      }
    });

    it('invites a developer, who joins only by accepting and then sees the app read-only', async () => {
      const { page } = shared;
      await page.locator('.crumbs').getByRole('link', { name: 'Acme Music' }).click();
      await page.getByRole('heading', { name: 'Acme Music' }).waitFor();
      await page.getByLabel('Invite by e-mail').fill('invitee@example.com');
      await page.getByLabel('Role', { exact: true }).selectOption('developer');
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText('Invitation recorded: an accept link is on its way to invitee@example.com.').waitFor();
      // This server sends e-mail: the link goes to the address, never to the inviter's page.
      await expect(page.getByTestId('invitation-link').count()).resolves.toBe(0);
      await expect.poll(() => shared.mail.inbox.filter((mail) => mail.to === 'invitee@example.com').length, { timeout: 10_000 }).toBe(1);
      const mail = shared.mail.inbox.find((entry) => entry.to === 'invitee@example.com')!;
      const link = new RegExp(`${shared.env.server.url}/dashboard/invitation#token=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
      expect(link).toBeDefined();

      const other = await shared.env.browser.newContext();
      try {
        const invitee = await other.newPage();
        await signUp(shared, invitee, 'invitee@example.com');
        const before = await invitee.evaluate(async (id) => (await fetch(`/dashboard/api/apps/${id}`)).status, shared.appId);
        expect(before).toBe(404);
        await invitee.goto(link!);
        await invitee.getByRole('button', { name: 'Accept invitation to Acme Music' }).click();
        await invitee.getByRole('heading', { name: 'Acme Music' }).waitFor();
        await invitee.getByText('(developer)').first().waitFor();
        await invitee.getByRole('link', { name: 'Player' }).click();
        await invitee.getByRole('heading', { name: 'Player' }).waitFor();
        expect(await invitee.getByTestId('public-key').inputValue()).not.toBe('');
        await expect(invitee.getByRole('button', { name: /Rotate (public|private) key|Rotate secret|Redeliver/ }).count()).resolves.toBe(0);
        await expect(invitee.getByRole('button', { name: 'Delete app' }).count()).resolves.toBe(0);
        // The delivery log is readable; the server refuses the changes, naming the role needed.
        await invitee.locator('.delivery-log tbody tr').first().waitFor();
        const refused = await invitee.evaluate(async (id) => {
          const session = (await (await fetch('/dashboard/api/session')).json()) as { data: { csrf_token: string } };
          const response = await fetch(`/dashboard/api/apps/${id}/keys/private/rotate`, { method: 'POST', headers: { 'x-csrf-token': session.data.csrf_token } });
          return { status: response.status, message: ((await response.json()) as { message: string }).message };
        }, shared.appId);
        expect(refused).toEqual({ status: 403, message: 'only an owner or admin of the organization can rotate keys (your role is developer)' });
      } finally {
        await other.close();
      }
      await page.reload();
      await page.getByRole('combobox', { name: 'Role of invitee@example.com' }).waitFor();
    });

    it('signs out, and the session cookie no longer opens the dashboard', async () => {
      const { page } = shared;
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Sign in to Segue' }).waitFor();
      await page.goto(`${shared.env.server.url}/dashboard/apps/${shared.appId}`);
      await page.getByRole('heading', { name: 'Sign in to Segue' }).waitFor();
    });
  });
}
