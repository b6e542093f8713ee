import { describe, expect, it } from 'vitest';
import { normalizeTitle } from './normalize-title';

describe('normalizeTitle', () => {
  it('reads the three remaster conventions alike', () => {
    const forms = ['Song - Remastered 2011', 'Song (Remastered 2011)', 'Song - 2011 Remaster', 'Song [2011 Remaster]'];
    for (const form of forms) {
      const n = normalizeTitle(form);
      expect(n.key, form).toBe('song');
      expect(n.tags, form).toEqual([{ kind: 'remaster', detail: '2011' }]);
    }
  });

  it('reports what it stripped', () => {
    expect(normalizeTitle('Titanium (feat. Sia) [Alesso Remix]')).toEqual({
      key: 'titanium',
      baseKey: 'titanium',
      tags: [{ kind: 'remix', detail: 'alesso' }],
      featured: ['sia'],
      stripped: ['feat. sia', 'alesso remix'],
    });
  });

  it.each([
    ['Work (feat. Drake)', ['drake']],
    ['Work [feat. Drake]', ['drake']],
    ['Work (ft. Drake)', ['drake']],
    ['Work (featuring Drake)', ['drake']],
    ['Work - feat. Drake', ['drake']],
    ['Work feat. Drake', ['drake']],
    ['Work ft. Drake & Rihanna', ['drake', 'rihanna']],
    ['Stay (with Justin Bieber)', ['justin bieber']],
    ['Despacito - Remix feat. Justin Bieber', ['justin bieber']],
    ['Bad (feat. Vassy, Showtek)', ['vassy', 'showtek']],
  ])('pulls the guests out of %s', (title, featured) => {
    const n = normalizeTitle(title);
    expect(n.featured).toEqual(featured);
    expect(n.key).toBe(title.toLowerCase().startsWith('work') ? 'work' : n.baseKey);
  });

  it('keeps a "with" that is not a credit', () => {
    expect(normalizeTitle('Dance With Me').key).toBe('dance with me');
    expect(normalizeTitle('Kiss from a Rose (With Orchestra)').tags).toEqual([{ kind: 'orchestral' }]);
  });

  it('keeps unrecognised brackets in the key, in place, and drops them from the base key', () => {
    const n = normalizeTitle("(I Can't Get No) Satisfaction - Mono Version");
    expect(n.key).toBe('i cant get no satisfaction');
    expect(n.baseKey).toBe('satisfaction');
    expect(n.tags).toEqual([{ kind: 'mono' }]);
    expect(normalizeTitle('Sunflower - Spider-Man: Into the Spider-Verse').key).toBe(
      'sunflower spider man into the spider verse',
    );
  });

  it('drops video labels and soundtrack credits', () => {
    expect(normalizeTitle('Never Gonna Give You Up (Official Music Video)').key).toBe('never gonna give you up');
    expect(normalizeTitle('Let It Go (From "Frozen"/Soundtrack Version)').key).toBe('let it go');
    expect(normalizeTitle('Shallow | Official HD Video').key).toBe('shallow');
    expect(normalizeTitle('Someone You Loved (Lyrics)').key).toBe('someone you loved');
    expect(normalizeTitle('Song (From "Live Forever" Soundtrack)')).toMatchObject({ key: 'song', tags: [] });
    expect(normalizeTitle('Hold My Hand (From "Top Gun: Maverick")')).toMatchObject({ key: 'hold my hand', tags: [] });
  });

  it('treats an unclosed bracket as text and never loses the title', () => {
    expect(normalizeTitle('Song (Live').key).toBe('song live');
    expect(normalizeTitle('(Untitled)').key).toBe('untitled');
    expect(normalizeTitle('+').key).toBe('+');
  });

  it('merges repeated tags of one kind', () => {
    expect(normalizeTitle('Layla - Acoustic; Live at MTV Unplugged, 1992').tags).toEqual([
      { kind: 'acoustic' },
      { kind: 'live', detail: 'unplugged mtv 1992' },
    ]);
  });
});

describe('normalizeTitle results', () => {
  it('cannot corrupt the next call by changing a returned tag', () => {
    const first = normalizeTitle('Song (Live at Wembley)');
    expect(() => {
      (first.tags[0] as { detail?: string }).detail = 'elsewhere';
    }).toThrow(TypeError);
    expect(normalizeTitle('Other Song (Live at Wembley)').tags).toEqual([{ kind: 'live', detail: 'wembley' }]);
  });
});
