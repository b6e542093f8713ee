import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEGUE_EXTENSION_IDS, isExtensionId } from './extension-ids';

describe('extension ids', () => {
  it("the Segue extension's Chrome id is the one its manifest key gives (first 32 hex digits of the key's SHA-256, as a-p)", () => {
    const config = readFileSync(new URL('../../../extension/wxt.config.ts', import.meta.url), 'utf8');
    const key = /const CHROME_KEY =\s*'([A-Za-z0-9+/=]+)'/.exec(config)![1]!;
    const hex = createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 32);
    expect([...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('')).toBe(SEGUE_EXTENSION_IDS[0]);
    expect(config).toContain(`id: '${SEGUE_EXTENSION_IDS[1]}'`);
  });

  it('takes Chrome ids and Firefox add-on ids, nothing else', () => {
    for (const id of [...SEGUE_EXTENSION_IDS, '{9f3c1d2e-0000-4000-8000-000000000001}', 'tools@example.org']) expect(isExtensionId(id), id).toBe(true);
    for (const id of ['', 'kkhmopadfccghdjlfgebalmchndkbdlz', 'chrome-extension://bojgmaffeekmioknhpkabdillibkblib', 'https://x.chromiumapp.org/', 'a b@c']) {
      expect(isExtensionId(id), id).toBe(false);
    }
  });
});
