import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { recordedListing } from './listing';
import { RECORDED_PLATFORMS, recordingEntries } from './recordings';

const page = new URL('../../../docs/recorded-bodies.md', import.meta.url);

it('docs/recorded-bodies.md lists every recorded body as the manifests describe them (run `pnpm recorded:list` after adding one)', () => {
  const written = readFileSync(page, 'utf8');
  expect(written).toBe(recordedListing());
  for (const platform of RECORDED_PLATFORMS) for (const entry of recordingEntries(platform)) expect(written).toContain(`data/${platform}/${entry.file})`);
});

it("docs/platforms.md's count of recorded bodies is the manifests' count", () => {
  const readme = readFileSync(new URL('../../../docs/platforms.md', import.meta.url), 'utf8');
  const total = RECORDED_PLATFORMS.reduce((n, platform) => n + recordingEntries(platform).length, 0);
  expect(readme).toContain(`**${total} real response bodies**`);
});
