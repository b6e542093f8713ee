import { describe, expect, it } from 'vitest';
import { classicalWork, sameMovement } from './classical-work';
import { foldText } from './fold-text';

const work = (title: string) => classicalWork(foldText(title));

describe('classicalWork', () => {
  it('reads catalogue numbers and movements written several ways', () => {
    expect(work('Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio')).toEqual({ catalogue: ['op67'], movement: 1, tempo: 'allegro' });
    expect(work('Nocturne in E-Flat Major, Op. 9 No. 2')?.catalogue).toEqual(['op9n2']);
    expect(work('Cello Suite No. 1 in G Major, BWV 1007: I. Prélude')?.catalogue).toEqual(['bwv1007']);
    expect(work('Eine kleine Nachtmusik, K. 525: II. Romanze')?.catalogue).toEqual(['k525']);
    expect(work('Bohemian Rhapsody')).toBeUndefined();
    expect(work('Part 2')).toBeUndefined();
  });

  it('tells movements and works apart', () => {
    const first = work('Symphony No. 5, Op. 67: I. Allegro con brio')!;
    expect(sameMovement(first, work('Sinfonie Nr. 5 c-Moll op. 67 - 1. Allegro con brio')!).same).toBe(true);
    expect(sameMovement(first, work('Symphony No. 5, Op. 67: II. Andante con moto')!).same).toBe(false);
    expect(sameMovement(first, work('Symphony No. 7, Op. 92: I. Poco sostenuto')!).same).toBe(false);
  });
});
