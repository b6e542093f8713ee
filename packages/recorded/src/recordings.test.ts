import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECORDED_PLATFORMS, licencesDir, recordedFiles, recordingEntries, recordings } from './recordings';

describe.each(RECORDED_PLATFORMS)('recordings of %s', (platform) => {
  it('describe every file, and every description names a file that parses as JSON', () => {
    const entries = recordingEntries(platform);
    expect(new Set(entries.map((entry) => entry.file)).size).toBe(entries.length);
    expect(recordedFiles(platform).sort()).toEqual(entries.map((entry) => entry.file).sort());
    for (const recording of recordings(platform)) expect(recording.body, recording.file).toBeDefined();
  });

  it('name a source whose licence text is kept beside the data', () => {
    for (const { file, source } of recordingEntries(platform)) {
      const licence = `${licencesDir}${source.repository.replace('/', '+')}.txt`;
      expect(existsSync(licence), `${file}: licence of ${source.repository} missing at ${licence}`).toBe(true);
      expect(readFileSync(licence, 'utf8').length, licence).toBeGreaterThan(100);
    }
  });
});
