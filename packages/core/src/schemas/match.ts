import { z } from 'zod';

export const MATCH_METHODS = ['isrc', 'search', 'cache', 'same', 'manual'] as const;

export const MatchMethodSchema = z.enum(MATCH_METHODS).meta({
  id: 'MatchMethod',
  description:
    'How the entity was found: by ISRC/UPC, by scored text search, from the shared mapping cache, ' +
    'as the source itself, or by a manual confirmation.',
});

export const MatchSchema = z
  .object({
    method: MatchMethodSchema,
    confidence: z.number().min(0).max(1),
    edition: z.enum(['same', 'other']).optional().meta({
      description:
        'Albums only: `other` when the target has not this edition (a deluxe, a standard, a remaster with another track list) and the closest edition was returned.',
    }),
  })
  .meta({ id: 'Match', description: 'How a converted entity was matched, and how sure Segue is (0..1).' });

export type MatchMethod = z.infer<typeof MatchMethodSchema>;
export type Match = z.infer<typeof MatchSchema>;
