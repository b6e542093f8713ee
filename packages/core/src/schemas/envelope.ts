import { z } from 'zod';

/**
 * The success envelope around an endpoint's `data`. Callers name the result with `.meta({id})`:
 * the helper cannot, since every endpoint needs its own id in the registry.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    message: z.string(),
    status: z.int().min(100).max(599),
  });
}

export type Envelope<T> = { data: T; message: string; status: number };
