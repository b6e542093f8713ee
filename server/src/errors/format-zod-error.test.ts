import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatZodError } from './format-zod-error';

describe('formatZodError', () => {
  const schema = z.strictObject({
    name: z.string({ error: 'is required' }),
    nested: z.object({ port: z.number({ error: 'port must be a number' }) }),
  });

  it('names each field once, whether or not the message already does', () => {
    const result = schema.safeParse({ nested: { port: 'x' } });
    expect(result.success).toBe(false);
    expect(formatZodError(result.error!)).toBe('name is required; port must be a number');
  });

  it('reports unknown keys', () => {
    const result = schema.safeParse({ name: 'a', nested: { port: 1 }, extra: 1 });
    expect(formatZodError(result.error!)).toMatch(/extra/);
  });
});
