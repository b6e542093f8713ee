import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it.each([
    ['Café', 'cafe'],
    ['Beyoncé', 'beyonce'],
    ['Sigur Rós', 'sigur ros'],
    ['Motörhead', 'motorhead'],
    ['Røyksopp', 'royksopp'],
    ['Weißes Papier', 'weisses papier'],
    ['Ça plane pour moi', 'ca plane pour moi'],
    ['İstanbul', 'istanbul'],
    ['Việt Nam', 'viet nam'],
    ['Don’t Stop Believin’', "don't stop believin'"],
    ['“Heroes”', '"heroes"'],
    ['Song – Live', 'song - live'],
    ['Song — Live', 'song - live'],
    ['Mambo No. 5 (A Little Bit of…)', 'mambo no. 5 (a little bit of...)'],
    ['Song [Remastered]', 'song (remastered)'],
    ['Song {Live}', 'song (live)'],
    ['Song【MV】', 'song(mv)'],
    ['ＬＯＶＥマシーン', 'loveマシーン'],
    ['Ｓｏｎｇ（Ｌｉｖｅ）', 'song(live)'],
    ['ΑΓΑΠΗ', 'αγαπη'],
    ['Αγάπη', 'αγαπη'],
    ['Всё идёт по плану', 'все идет по плану'],
  ])('folds %s', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });

  it.each([
    ['Любовь', 'Любов'],
    ['Мой', 'Мои'],
    ['が', 'か'],
    ['ガラス', 'カラス'],
    ['तुम ही हो', 'तुम हो'],
    ['हो', 'ह'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(foldText(a)).not.toBe(foldText(b));
  });

  it('keeps Hangul syllables composed and CJK characters as they are', () => {
    expect(foldText('봄날')).toBe('봄날');
    expect(foldText('夜に駆ける')).toBe('夜に駆ける');
    expect(foldText('تملي معاك')).toBe('تملي معاك');
    expect(foldText('Мой рок-н-ролл')).toBe('мой рок-н-ролл');
  });
});
