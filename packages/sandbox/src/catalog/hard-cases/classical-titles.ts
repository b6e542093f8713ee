/**
 * How labels and platforms title a classical movement. `standard` follows the Apple Music Style
 * Guide's classical section ("Work No. n in Key, Cat. no.: I. Movement";
 * https://help.apple.com/itc/musicstyleguide/, the form most labels deliver today); `legacy` is
 * how older label metadata still reads on several platforms ("Symphony No.5 In C Minor, Op.67 -
 * 1. Allegro con brio": no space after "No." and "Op.", the key capitalised, arabic movement
 * numbers after a dash); `composer` prefixes the composer's surname ("Beethoven: Symphony ...").
 */
import type { Work } from './classical-repertoire';

export type ClassicalStyle = 'standard' | 'legacy' | 'composer';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'] as const;

/** The work's own name: "Symphony No. 5 in C Minor, Op. 67", or in the legacy spelling. */
export function workTitle(work: Work, legacy = false): string {
  const number = work.number ? (legacy ? ` No.${work.number}` : ` No. ${work.number}`) : '';
  const key = work.key ? (legacy ? ` In ${work.key.replace('-', ' ')}` : ` in ${work.key}`) : '';
  const catalogue = legacy ? work.catalogue.replace(/\b(Op|No|K)\. /g, '$1.') : work.catalogue;
  const nickname = work.nickname ? ` "${work.nickname}"` : '';
  return `${work.form}${number}${key}, ${catalogue}${nickname}`;
}

/** The track title of movement `index` (0-based) in `style`. */
export function movementTitle(work: Work, index: number, style: ClassicalStyle): string {
  const [name = ''] = work.movements[index] ?? [];
  const legacy = style === 'legacy';
  const whole = workTitle(work, legacy);
  const title = name === '' ? whole : legacy ? `${whole} - ${index + 1}. ${name}` : `${whole}: ${ROMAN[index] ?? index + 1}. ${name}`;
  return style === 'composer' ? `${work.surname}: ${title}` : title;
}

/** An album of one performance: "Beethoven: Symphony No. 5", "Chopin: Nocturne in E-Flat Major". */
export function classicalAlbumTitle(work: Work): string {
  const number = work.number ? ` No. ${work.number}` : work.key ? ` in ${work.key}` : '';
  return `${work.surname}: ${work.form}${number}${work.nickname ? ` "${work.nickname}"` : ''}`;
}
