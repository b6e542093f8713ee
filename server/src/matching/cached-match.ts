import type { Match } from '@segue/core/schemas';
import type { EntityKind } from './entity-kind';
import type { MappingHit } from './mapping.repository';

/** The match of an answer from the mapping table: how the pair was first found, marked as cached. */
export function cachedMatch(hit: MappingHit<EntityKind>): Match {
  return { method: hit.method, confidence: hit.confidence, cached: true, ...(hit.edition === undefined ? {} : { edition: hit.edition }) };
}
