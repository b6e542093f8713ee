import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { SCREENSHOTS_DIR } from '../../src/support/server-process';
import { startDashboardEnv } from './support/dashboard-env';
import type { DashboardShared } from './support/dashboard-shared';
import { startMailCatcher } from './support/mail-catcher';
import { appPageSuite } from './suites/app-page.suite';
import { membersSuite } from './suites/members.suite';
import { onboardingSuite } from './suites/onboarding.suite';
import { passwordResetSuite } from './suites/password-reset.suite';
import { sharePageSuite } from './suites/share-page.suite';
import { webhooksSuite } from './suites/webhooks.suite';

// One sandbox server, one SMTP server and one Chromium for every suite, in order: the suites
// follow one developer from sign-up to a forgotten password (booting is most of the cost).
const shared = {} as DashboardShared;

beforeAll(async () => {
  shared.mail = await startMailCatcher();
  shared.env = await startDashboardEnv({ SEGUE_SMTP_URL: shared.mail.url });
  shared.context = await shared.env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await shared.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shared.env.server.url });
  shared.page = await shared.context.newPage();
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
});

afterAll(async () => {
  await shared.context?.close();
  await shared.env?.stop();
  await shared.mail?.close();
});

onboardingSuite(shared);
appPageSuite(shared);
webhooksSuite(shared);
sharePageSuite(shared);
membersSuite(shared);
passwordResetSuite(shared);
