import type { BrowserContext, Page } from 'playwright-core';
import type { DashboardEnv } from './dashboard-env';
import type { MailCatcher } from './mail-catcher';

export const PASSWORD = 'a long enough passphrase';

/** What the suites of one run share: one server, one mail catcher, one Chromium, and the app they build up. */
export interface DashboardShared {
  env: DashboardEnv;
  mail: MailCatcher;
  context: BrowserContext;
  /** The first developer's page, signed in from the onboarding suite on. */
  page: Page;
  appId: string;
  publicKey: string;
}

/** Signs up with the keyboard only: Tab between fields, Enter submits. */
export async function signUp(shared: DashboardShared, target: Page, email: string): Promise<void> {
  await target.goto(`${shared.env.server.url}/dashboard`);
  await target.getByRole('button', { name: 'Create an account' }).click();
  await target.getByLabel('E-mail').focus();
  await target.keyboard.type(email);
  await target.keyboard.press('Tab');
  await target.keyboard.type(PASSWORD);
  await target.keyboard.press('Enter');
  await target.getByText(email, { exact: true }).waitFor();
}

export const callApi = (shared: DashboardShared, pathname: string, init: RequestInit = {}) => fetch(`${shared.env.server.url}${pathname}`, init);
