import { z } from 'zod';
import { TargetPlatformSchema } from './platform';

export const TextSearchRequestSchema = z
  .object({
    query: z
      .string({ error: 'query must be text: a track\'s title and artist, e.g. "Paper Tide Crystal Feather"' })
      .trim()
      .min(2, { error: 'query is too short: write the title and the main artist, e.g. "Paper Tide Crystal Feather"' })
      .max(200, { error: 'query is longer than 200 characters: write the title and the main artist only' }),
    target_platform: TargetPlatformSchema.optional(),
  })
  .meta({
    id: 'TextSearchRequest',
    description:
      'Body of POST /v1/entity/convert that finds a track from words instead of a link: its title and main artist in any ' +
      'order ("Paper Tide Crystal Feather", "Paper Tide by Crystal Feather", "Crystal Feather - Paper Tide").',
  });

export type TextSearchRequest = z.infer<typeof TextSearchRequestSchema>;
