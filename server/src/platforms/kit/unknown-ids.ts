import { chunk } from './chunk';

/**
 * The ids a platform does not know, in the order given (each once): `known` reads one batch and
 * answers the ids of it the platform returned. Batches are read one after another, so a large
 * list stays within the platform's rate limit.
 */
export async function unknownIds(ids: readonly string[], batchSize: number, known: (batch: string[]) => Promise<Iterable<string>>): Promise<string[]> {
  const unknown: string[] = [];
  for (const batch of chunk([...new Set(ids)], batchSize)) {
    const found = new Set(await known(batch));
    unknown.push(...batch.filter((id) => !found.has(id)));
  }
  return unknown;
}
