import { describe, expect, it } from 'vitest';
import { compareAcrossScripts, consonantSkeleton } from './cross-script';
import { defaultRomanizer } from './romanize';

const across = (a: string, b: string) => compareAcrossScripts(a, b, defaultRomanizer);

describe('compareAcrossScripts', () => {
  it.each([
    ['кино', 'kino', 'equal'],
    ['группа крови', 'gruppa krovi', 'equal'],
    ['всё идёт по плану', 'vse idet po planu', 'alike'],
    ['تملي معاك', 'tamally maak', 'alike'],
    ['봄날', 'bom nal', 'equal'],
    ['夜に駆ける', 'yoru ni kakeru', 'fits'],
    ['ガラスの少年', 'garasu no shounen', 'fits'],
    ['夜に駆ける', 'into the night', 'unknown'],
    ['봄날', 'spring day', 'unknown'],
    ['米津玄師', 'kenshi yonezu', 'unknown'],
  ] as const)('%s / %s: %s', (a, b, expected) => {
    expect(across(a, b)).toBe(expected);
  });

  it('reduces romanisations of one word to the same consonants', () => {
    expect(consonantSkeleton('khochesh')).toBe(consonantSkeleton('hochesh'));
    expect(consonantSkeleton('khochesh')).toBe('ks');
    expect(consonantSkeleton('tamallymaak')).toBe('tmrmk');
  });
});
