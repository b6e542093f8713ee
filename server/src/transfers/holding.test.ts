import { describe, expect, it } from 'vitest';
import { entryKey } from '../library-writes/entry-key';
import { holding } from './transfer-write';

const entry = (id: string, title: string, artist: string) => ({ id, title, artists: [artist], url: '' });

describe('what the target already holds', () => {
  it('knows tracks by id, and by name only those the platform lists without an id', () => {
    // Apple Music lists a library song it will not play in the listener's storefront without its
    // catalog id: a second run must still see it as liked, not like it again.
    const held = holding([entry('1440857781', 'Sunday Bloody Sunday', 'U2'), entry('', 'Seconds', 'U2')], false);
    expect(held.has(entry('1440857781', 'anything', 'anyone'))).toBe(true);
    expect(held.has(entry('1440858020', 'Seconds', 'U2'))).toBe(true);
    expect(held.has(entry('1440858020', '  seconds ', 'u2'))).toBe(true);
    // A listed track with an id is that recording only: another one of the same title is not held.
    expect(held.has(entry('1440857999', 'Sunday Bloody Sunday', 'U2'))).toBe(false);
    expect(held.has(entry('1440858111', 'Seconds', 'Someone Else'))).toBe(false);
  });

  it('knows albums and artists by name as well when asked (library ids are not catalog ids)', () => {
    const held = holding([entry('l.abc', 'War', 'U2')], true);
    expect(held.has(entry('1440857000', 'War', 'U2'))).toBe(true);
    expect(held.has(entry('1440857001', 'Boy', 'U2'))).toBe(false);
  });

  it('counts a playlist copy entry listed without an id by its name, as a track written there would be', () => {
    expect(entryKey(entry('1440857781', 'Sunday Bloody Sunday', 'U2'))).toBe('1440857781');
    expect(entryKey(entry('', 'Seconds', 'U2'))).toBe(entryKey(entry('', ' SECONDS', 'u2')));
    expect(entryKey(entry('', 'Seconds', 'U2'))).not.toBe(entryKey(entry('', 'Seconds', 'Someone Else')));
  });
});
