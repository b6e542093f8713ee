/** TIDAL's id, title, account, token and link conventions for the shared sandbox code. */
import { numericId, uuidV4 } from '../ids';
import { defineSimulatedPlatform } from '../platform-kit/simulated-platform';
import type { SeededRandom } from '../seeded-random';
import { ALNUM, randomString } from '../user-state/token-formats';

/** Track and album ids share one numeric range. */
const catalogId = (random: SeededRandom): string => numericId(random, 1_000_000, 449_999_999);

/** TIDAL access and refresh tokens are ES256 JWTs; this one only looks like one. */
function fakeJwt(): string {
  const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ kid: 'v1', alg: 'ES256' })}.${b64({ type: 'o2_access', scope: 'r_usr', nonce: randomString(16) })}.${randomString(86)}`;
}

export const profile = defineSimulatedPlatform({
  key: 'tidal',
  ids: {
    track: catalogId,
    album: catalogId,
    artist: (random) => numericId(random, 1_000, 60_000_000),
    playlist: uuidV4,
  },
  title: ({ title, version }) => (version ? `${title} (${version})` : title),
  artists: (main, featuring) => [...main, ...featuring],
  upcDigits: 13,
  wholeSeconds: true,
  isrc: true,
  account: {
    id: (random) => numericId(random, 100_000_000, 299_999_999),
    plans: ['HIFI', 'HIFI_PLUS', 'FREE'],
    username: (_id, n) => `listener${n}`,
  },
  secret: (kind) => (kind === 'code' ? randomString(40, ALNUM) : fakeJwt()),
  webUrl: (kind, id) => `https://tidal.com/browse/${kind}/${id}`,
});
