import { afterAll, beforeAll } from 'vitest';
import { startExtensionEnv, type ExtensionEnv } from './support/extension-env';
import { conversionSuite } from './suites/conversion.suite';
import { librarySuite } from './suites/library.suite';
import { moveSuite } from './suites/move.suite';
import { platformPagesSuite } from './suites/platform-pages.suite';
import { rateLimitSuite } from './suites/rate-limit.suite';
import { setupSuite } from './suites/setup.suite';

// One build, one sandbox server and one Chromium for every suite (each suite empties the
// extension's storage first): booting them is most of the cost of a browser test.
const RATE_LIMIT = 120;
const shared = { rateLimit: RATE_LIMIT } as { env: ExtensionEnv; rateLimit: number };

beforeAll(async () => {
  shared.env = await startExtensionEnv({ SEGUE_RATE_LIMIT: String(RATE_LIMIT) });
});
afterAll(async () => {
  await shared.env?.close();
});

setupSuite(shared);
conversionSuite(shared);
platformPagesSuite(shared);
librarySuite(shared);
moveSuite(shared);
rateLimitSuite(shared);
