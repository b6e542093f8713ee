/** `pnpm recorded:list`: writes docs/recorded-bodies.md from the manifests. */
import { writeFileSync } from 'node:fs';
import { recordedListing } from './listing';

writeFileSync(new URL('../../../docs/recorded-bodies.md', import.meta.url), recordedListing());
