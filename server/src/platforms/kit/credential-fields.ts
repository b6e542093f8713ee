import { z } from 'zod';

/** A required credential field: trimmed, non-empty text. */
export const text = () =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(4096, 'is too long');

/** An optional field left empty (a cleared form input) means the field is not given. */
export const emptyAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

export const optionalText = () => emptyAsMissing(text().optional());
