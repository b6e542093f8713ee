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
    band: z.enum(['verified', 'review']).optional().meta({
      description:
        'Tracks found by search: `review` when the candidate is probably the track but the evidence could not settle it ' +
        '(confidence 0.7-0.9): show it as uncertain or let the user confirm it. Absent, or `verified`, for a confident match.',
    }),
    edition: z.enum(['same', 'other']).optional().meta({
      description:
        'Albums only: `other` when the target has not this edition (a deluxe, a standard, a remaster with another track list) and the closest edition was returned.',
    }),
  })
  .meta({ id: 'Match', description: 'How a converted entity was matched, and how sure Segue is (0..1).' });

export type MatchMethod = z.infer<typeof MatchMethodSchema>;
export type Match = z.infer<typeof MatchSchema>;
