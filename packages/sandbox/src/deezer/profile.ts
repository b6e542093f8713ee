/** Deezer's id, title, account, token and link conventions for the shared sandbox code. */
import { numericId } from '../ids';
import { titleFeatThenVersion } from '../catalog/platform-title';
import { defineSimulatedPlatform } from '../platform-kit/simulated-platform';
import { ALNUM, randomString } from '../user-state/token-formats';

const INT32_MAX = 2 ** 31 - 1;

export const profile = defineSimulatedPlatform({
  key: 'deezer',
  ids: {
    // About a third above 2^31, as recent Deezer tracks are (`2947516331`).
    track: (random) => (random.chance(0.35) ? numericId(random, INT32_MAX + 1, 3_600_000_000) : numericId(random, 1_000_000, INT32_MAX)),
    album: (random) => numericId(random, 100_000, 899_999_999),
    artist: (random) => numericId(random, 1_000, 250_000_000),
    playlist: (random) => numericId(random, 1_000_000_000, 14_999_999_999),
  },
  title: titleFeatThenVersion,
  artists: (main, featuring) => [...main, ...featuring],
  wholeSeconds: true,
  isrc: true,
  account: {
    id: (random) => numericId(random, 1_000_000, 6_999_999_999),
    plans: ['premium', 'free', 'family'],
    username: (_id, n) => `listener${n}`,
  },
  secret: (kind) => (kind === 'code' ? `fr${randomString(30, ALNUM)}` : `fr${randomString(48, ALNUM)}`),
  webUrl: (kind, id) => `https://www.deezer.com/${kind}/${id}`,
});
