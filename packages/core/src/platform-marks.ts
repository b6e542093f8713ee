import type { PlatformKey } from './platform-keys';

/**
 * A small mark for each platform: a plain glyph drawn here on a tile of the platform's colour,
 * so people find their platform at a glance. These are not the platforms' logos (their logo
 * files are trademarks and stay theirs); only the colour and a hint of the shape are borrowed.
 */
export interface PlatformMark {
  /** The platform's brand colour, the tile's background. */
  color: string;
  /** The glyph's colour, chosen for contrast on `color`. */
  ink: string;
  /** SVG elements on a 24×24 canvas, drawn in `currentColor` (the ink) over the tile. */
  glyph: string;
  /** Round tile (true) or rounded square. */
  round: boolean;
}

export const PLATFORM_MARKS: { readonly [P in PlatformKey]: PlatformMark } = {
  // Two beamed eighth notes.
  applemusic: {
    color: '#fa2d48',
    ink: '#ffffff',
    round: false,
    glyph:
      '<path fill="currentColor" d="M9.2 6.9 17.6 5v10.3a2.4 2.4 0 1 1-1.5-2.2V8.1l-5.4 1.2v8.1a2.4 2.4 0 1 1-1.5-2.2z"/>',
  },
  // Three widening sound arcs.
  spotify: {
    color: '#1ed760',
    ink: '#000000',
    round: true,
    glyph:
      '<g fill="none" stroke="currentColor" stroke-linecap="round"><path stroke-width="2.1" d="M6.2 9.4c3.9-1.2 8.5-.8 11.7 1.1"/><path stroke-width="1.8" d="M7 12.8c3.2-.9 6.8-.6 9.5.9"/><path stroke-width="1.5" d="M7.7 15.9c2.5-.6 5.1-.4 7.3.7"/></g>',
  },
  // An equaliser: five bars of different heights.
  deezer: {
    color: '#a238ff',
    ink: '#ffffff',
    round: false,
    glyph:
      '<g fill="currentColor"><rect x="4" y="13" width="2.6" height="5" rx=".6"/><rect x="7.6" y="9" width="2.6" height="9" rx=".6"/><rect x="11.2" y="6" width="2.6" height="12" rx=".6"/><rect x="14.8" y="10" width="2.6" height="8" rx=".6"/><rect x="18.4" y="12" width="1.6" height="6" rx=".6"/></g>',
  },
  // Four diamonds.
  tidal: {
    color: '#000000',
    ink: '#ffffff',
    round: false,
    glyph: '<g fill="currentColor"><path d="m6 7 2.5 2.5L6 12 3.5 9.5z"/><path d="m12 7 2.5 2.5L12 12 9.5 9.5z"/><path d="m18 7 2.5 2.5L18 12l-2.5-2.5z"/><path d="m12 13 2.5 2.5L12 18l-2.5-2.5z"/></g>',
  },
  // A play triangle in a ring.
  ytmusic: {
    color: '#ff0000',
    ink: '#ffffff',
    round: true,
    glyph: '<circle cx="12" cy="12" r="6.2" fill="none" stroke="currentColor" stroke-width="1.6"/><path fill="currentColor" d="M10.3 9.2v5.6l4.6-2.8z"/>',
  },
};

/** The mark as one standalone SVG element: the tile and its glyph; decorative, so hidden from screen readers. */
export function platformMarkSvg(platform: PlatformKey, size = 24): string {
  const mark = PLATFORM_MARKS[platform];
  const tile = mark.round ? `<circle cx="12" cy="12" r="12" fill="${mark.color}"/>` : `<rect width="24" height="24" rx="5.5" fill="${mark.color}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false" color="${mark.ink}">${tile}${mark.glyph}</svg>`;
}
