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
    ['기억해', 'gieokhae', 'alike'],
    ['夜に駆ける', 'yoru ni kakeru', 'fits'],
    ['ガラスの少年', 'garasu no shounen', 'fits'],
    ['夜に駆ける', 'into the night', 'unknown'],
    ['كريم منصور', 'jude the seasons', 'unlike'],
    ['ддт', 'ddt', 'equal'],
    // Too few consonants to tell a translation ("ива", willow) from another name.
    ['ива', 'willow', 'unknown'],
    ['봄날', 'spring day', 'unlike'],
    ['米津玄師', 'kenshi yonezu', 'unknown'],
    // Read character by character (KANJIDIC readings), kanji-only titles too.
    ['月光', 'gekko', 'fits'],
    ['花火', 'hanabi', 'fits'],
    ['東京の雨', 'tokyo no ame', 'fits'],
    ['紅蓮華', 'gurenge', 'fits'],
    ['君の名は', 'kimi no na wa', 'fits'],
    ['残酷な天使のテーゼ', 'zankoku na tenshi no these', 'fits'],
    ['真夜中のドライブ', 'mayonaka no drive', 'fits'],
    ['時々', 'tokidoki', 'fits'],
    ['東京の雨', 'kyoto no ame', 'unknown'],
    ['月光', 'hanabi', 'unknown'],
    ['花火', 'fireworks', 'unknown'],
    ['紅蓮華', 'crimson lotus', 'unknown'],
    ['雨', 'u', 'unknown'],
    ['アイドル', 'idol', 'alike'],
    ['ドライブ', 'drive', 'alike'],
    ['アイドル', 'adore me', 'unknown'],
  ] as const)('%s / %s: %s', (a, b, expected) => {
    expect(across(a, b)).toBe(expected);
  });

  it('reads a hostile title of characters without readings in bounded steps', () => {
    // Sixteen characters KANJIDIC lacks, each one to six letters: as a regular expression this
    // backtracks through 6^16 ways before failing; read position by position it is immediate.
    const hostile = '\u{20000}'.repeat(16);
    expect(across(hostile, 'a'.repeat(97))).toBe('unknown');
    expect(across(`${hostile}の歌`, `${'ab'.repeat(40)}noutx`)).toBe('unknown');
  });

  it('reduces romanisations of one word to the same consonants', () => {
    expect(consonantSkeleton('khochesh')).toBe(consonantSkeleton('hochesh'));
    expect(consonantSkeleton('khochesh')).toBe('ks');
    expect(consonantSkeleton('tamallymaak')).toBe('tmrmk');
  });
});
