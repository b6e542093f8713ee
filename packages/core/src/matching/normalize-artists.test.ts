import { describe, expect, it } from 'vitest';
import { normalizeArtists } from './normalize-artists';

const shared = (a: string[], b: string[]): boolean => normalizeArtists(a).some((x) => normalizeArtists(b).includes(x));

describe('normalizeArtists', () => {
  it.each([
    [['Lady Gaga & Bruno Mars'], ['lady gaga and bruno mars', 'lady gaga', 'bruno mars']],
    [['Calvin Harris feat. Rihanna'], ['calvin harris', 'rihanna']],
    [['David Guetta ft. Sia'], ['david guetta', 'sia']],
    [['Sigala x Becky Hill'], ['sigala x becky hill', 'sigala', 'becky hill']],
    [['Marshmello X Bastille'], ['marshmello x bastille', 'marshmello', 'bastille']],
    [['Beyoncé, Shakira'], ['beyonce shakira', 'beyonce', 'shakira']],
    [['A Great Big World and Christina Aguilera'], ['a great big world and christina aguilera', 'a great big world', 'christina aguilera']],
    [['Dan + Shay with Justin Bieber'], ['dan shay', 'justin bieber']],
    [['David Guetta vs. Showtek'], ['david guetta vs showtek', 'david guetta', 'showtek']],
    [['YOASOBI × Ado'], ['yoasobi x ado', 'yoasobi', 'ado']],
    [['Lil Nas X'], ['lil nas x']],
    [['X Ambassadors'], ['x ambassadors']],
    [['AC/DC'], ['ac dc']],
    [['The Weeknd'], ['weeknd']],
    [['Queen - Topic'], ['queen']],
    [['P!nk'], ['pink']],
    [['A$AP Rocky'], ['asap rocky']],
    [['Beyoncé', 'JAY-Z'], ['beyonce', 'jay z']],
    [['Король и Шут'], ['король и шут']],
  ])('%j', (artists, expected) => {
    expect(normalizeArtists(artists)).toEqual(expected);
  });

  it('adds the guests a title credits', () => {
    expect(normalizeArtists(['Rihanna'], 'Work (feat. Drake)')).toEqual(['rihanna', 'drake']);
    expect(normalizeArtists(['The Kid LAROI'], 'Stay (with Justin Bieber)')).toEqual(['kid laroi', 'justin bieber']);
  });

  it('keeps names that contain "&" comparable however they are listed', () => {
    expect(shared(['Simon & Garfunkel'], ['Simon & Garfunkel'])).toBe(true);
    expect(shared(['Simon & Garfunkel'], ['Simon and Garfunkel'])).toBe(true);
    expect(normalizeArtists(['Simon & Garfunkel'])).toContain('simon and garfunkel');
    expect(shared(['Earth, Wind & Fire'], ['Earth Wind & Fire'])).toBe(true);
    expect(shared(['Lady Gaga & Bruno Mars'], ['Bruno Mars'])).toBe(true);
    expect(shared(['Simon & Garfunkel'], ['Paul Simon'])).toBe(false);
  });
});
