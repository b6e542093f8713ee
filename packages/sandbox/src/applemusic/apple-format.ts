import { stableHash, stableHex, stablePick } from '../platform-kit/stable-hash';

/** Apple's web URL slug: lower case words joined by `-`, non-Latin letters kept (percent-encoded). */
export function appleSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-');
  return encodeURIComponent(slug || 'untitled');
}

/** `A`, `A & B`, `A, B & C`: how Apple writes several artists in `artistName`. */
export function appleArtistName(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

export interface AppleArtwork {
  width: number;
  height: number;
  url: string;
  bgColor: string;
  textColor1: string;
  textColor2: string;
  textColor3: string;
  textColor4: string;
  hasP3: boolean;
}

/**
 * Artwork with the `{w}x{h}` template Apple leaves for the client to fill; editorial playlist
 * images end in `cc` (cropped) rather than `bb` (recorded: go-apple-music's playlist body).
 */
export function appleArtwork(seed: string, crop: 'bb' | 'cc' = 'bb'): AppleArtwork {
  const hex = stableHex(seed, 32);
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const shard = 100 + (stableHash(seed) % 30);
  return {
    width: 3000,
    height: 3000,
    url: `https://is1-ssl.mzstatic.com/image/thumb/Music${shard}/v4/${hex.slice(0, 2)}/${hex.slice(2, 4)}/${hex.slice(4, 6)}/${uuid}/${seed}.jpg/{w}x{h}${crop}.jpg`,
    bgColor: stableHex(`${seed}:bg`, 6),
    textColor1: stableHex(`${seed}:t1`, 6),
    textColor2: stableHex(`${seed}:t2`, 6),
    textColor3: stableHex(`${seed}:t3`, 6),
    textColor4: stableHex(`${seed}:t4`, 6),
    hasP3: false,
  };
}

const GENRES = ['Pop', 'Alternative', 'Hip-Hop/Rap', 'Electronic', 'Rock', 'R&B/Soul', 'K-Pop', 'Dance'] as const;

export function appleGenres(seed: string): string[] {
  return [stablePick(GENRES, seed), 'Music'];
}
