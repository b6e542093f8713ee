/// <reference types="node" />
// `pnpm --filter @segue/core bench:held-out`: precision and recall of findBestMatch on real
// cases kept out of its tuning (held-out-cases.ts). A claim is a `verified` answer; a `review`
// is counted apart (returned as uncertain, neither right nor wrong). Numbers only.
import { findBestMatch } from '../src/matching/find-best-match';
import { HELD_OUT_CASES } from './held-out-cases';

let claims = 0;
let right = 0;
let reviews = 0;
const expected = HELD_OUT_CASES.filter((c) => c.expect !== -1).length;
for (const c of HELD_OUT_CASES) {
  const result = findBestMatch(c.source, c.candidates);
  if (result.band === 'review') reviews++;
  if (result.band === 'verified') {
    claims++;
    if (result.index === c.expect) right++;
  }
  const ok = result.band === 'verified' ? result.index === c.expect : c.expect === -1;
  console.log(`${ok ? 'ok   ' : 'MISS '} ${result.band.padEnd(8)} ${c.name}`);
}
const precision = claims === 0 ? 1 : right / claims;
const recall = expected === 0 ? 1 : right / expected;
console.log(`held-out: ${HELD_OUT_CASES.length} cases, ${expected} with a match; precision ${precision.toFixed(3)} (${right}/${claims}), recall ${recall.toFixed(3)} (${right}/${expected}), review ${reviews}`);
