/**
 * Renders the extension's mark (`assets/icon.svg`) to the PNG sizes browsers ask for
 * (`public/icon/{16,32,48,128}.png`, which WXT lists in the manifest). The PNGs are committed;
 * run `pnpm --filter @segue/extension icons` after changing the SVG. Chromium draws them, the
 * browser the tests already use, so no image library is needed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SIZES = [16, 32, 48, 128] as const;

const svg = readFileSync(path.join(ROOT, 'assets/icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.SEGUE_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    const html = `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`;
    await page.setContent(html);
    await page.screenshot({ path: path.join(ROOT, `public/icon/${size}.png`), omitBackground: true });
    console.log(`public/icon/${size}.png`);
  }
} finally {
  await browser.close();
}
