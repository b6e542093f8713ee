import { z } from 'zod';

/**
 * How a pair was first matched. `cache` is no longer sent (a cached answer keeps its method and
 * says `cached: true`); it stays accepted because playlist results stored before say it.
 */
export const MATCH_METHODS = ['isrc', 'upc', 'search', 'same', 'manual', 'cache'] as const;

export const MatchMethodSchema = z.enum(MATCH_METHODS).meta({
  id: 'MatchMethod',
  description:
    'How the pair was first matched: `isrc` by the recording code (albums: by their tracks\' ISRCs), `upc` an album by its barcode, ' +
    '`search` by scored text search, `same` the source itself, `manual` a manual confirmation. ' +
    'A cached answer keeps the method its pair was found with and sets `cached`. ' +
    '`cache` appears only in playlist results stored by older versions.',
});

/** Confidence as the API shows it: two decimals, the same for a fresh match and a cached one. */
export function roundConfidence(value: number): number {
  // EPSILON: 0.955 is stored as 0.95499999…, and rounds as the 0.955 it was meant to be.
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export const MatchSchema = z
  .object({
    method: MatchMethodSchema,
    confidence: z.number().min(0).max(1).meta({ description: '0..1, two decimals.' }),
    band: z.enum(['verified', 'review']).optional().meta({
      description:
        'A track converted alone and found by search: `review` when the candidate is probably the track but the evidence could not settle it ' +
        '(confidence 0.7-0.9): show it as uncertain or let the user confirm it. Absent, or `verified`, for a confident match. ' +
        'Playlists never hold a review match: such a track is omitted as `uncertain_match` with its `best_candidate`.',
    }),
    cached: z.boolean().optional().meta({
      description:
        "`true` when the answer came from Segue's shared table of confirmed pairs (found earlier, for any app) without asking the platform; absent otherwise.",
    }),
    edition: z.enum(['same', 'other']).optional().meta({
      description:
        'Albums only: `other` when the target has not this edition (a deluxe, a standard, a remaster with another track list) and the closest edition was returned.',
    }),
  })
  .meta({ id: 'Match', description: 'How a converted entity was matched, and how sure Segue is (0..1).' });

export type MatchMethod = z.infer<typeof MatchMethodSchema>;
export type Match = z.infer<typeof MatchSchema>;
