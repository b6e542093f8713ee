import { z } from 'zod';
import { HttpUrlSchema } from './formats';

// The interface's clients build `…?u=${short_url}` from `short_url`: it is the short identifier
// of the converted entity, and the whole link to its share page is `share_url`.
export const ShortIdSchema = z
  .string()
  .regex(/^[0-9A-Za-z]+$/, { error: 'must be a short identifier (letters and digits)' })
  .meta({ id: 'ShortId', description: 'Short identifier of the converted entity: the `{id}` of its share page `/s/{id}`.' });

export const ShareUrlSchema = HttpUrlSchema.meta({
  id: 'ShareUrl',
  description: 'The share page of the converted entity (`{base_url}/s/{short_url}`): the link to send a friend.',
});
