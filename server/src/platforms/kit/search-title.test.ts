import { describe, expect, it } from 'vitest';
import { searchTitle } from './search-title';

describe('searchTitle', () => {
  it.each([
    ['Die With A Smile', 'Die With A Smile'],
    ['Night River 3 (Remastered 2011)', 'Night River 3'],
    ['Night River 3 - Remastered 2011', 'Night River 3'],
    ['Signal [Live at Wembley]', 'Signal'],
    ['Paper Gold feat. Mira Vale', 'Paper Gold'],
    ['Paper Gold (feat. Mira Vale) - Radio Edit', 'Paper Gold'],
    ['(Remix)', '(Remix)'],
    ['  Лена   Север  ', 'Лена Север'],
  ])('%j → %j', (title, expected) => {
    expect(searchTitle(title)).toBe(expected);
  });
});
