import { describe, expect, it } from 'vitest';
import { albumTitle } from './album-edition';

describe('albumTitle', () => {
  it.each([
    ['Northern Lights', 'Northern Lights', ''],
    ['Northern Lights - Single', 'Northern Lights', ''],
    ['Northern Lights - EP', 'Northern Lights', ''],
    ['Northern Lights (Deluxe Edition)', 'Northern Lights', 'deluxe'],
    ['Northern Lights [Bonus Track Version]', 'Northern Lights', 'bonus'],
    ['Northern Lights - 2011 Remaster', 'Northern Lights', '2011 remaster'],
    ['Northern Lights (Remastered) [Deluxe Edition]', 'Northern Lights', 'deluxe remaster'],
    ['Northern Lights (Anniversary Edition) - Single', 'Northern Lights', 'anniversary'],
    // Brackets that name no edition belong to the title.
    ['Songs (For You)', 'Songs (For You)', ''],
    ['Side A - Side B', 'Side A - Side B', ''],
  ])('%s', (title, base, edition) => {
    expect(albumTitle(title)).toEqual({ base, edition });
  });
});
