import { describe, expect, it } from 'vitest';
import { PLATFORM_KEYS } from './platform-keys';
import { PLATFORM_MARKS, platformMarkSvg } from './platform-marks';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('platform marks', () => {
  it('draw every platform’s glyph with at least 3:1 contrast on its tile (WCAG 1.4.11)', () => {
    for (const key of PLATFORM_KEYS) {
      const mark = PLATFORM_MARKS[key];
      expect(contrast(mark.color, mark.ink), key).toBeGreaterThanOrEqual(3);
    }
  });

  it('are decorative, self-contained SVG with no script or outside reference', () => {
    for (const key of PLATFORM_KEYS) {
      const svg = platformMarkSvg(key, 32);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"/);
      expect(svg).toContain(`fill="${PLATFORM_MARKS[key].color}"`);
      expect(svg).not.toMatch(/<script|href|url\(|\son\w+=/i);
    }
  });
});
