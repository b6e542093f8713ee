import { describe, expect, it } from 'vitest';
import { envelopeOf } from './envelope';
import { ERROR_CODES, ErrorBodySchema, isErrorCode } from './error';
import { PlatformKeySchema, TargetPlatformSchema } from './platform';
import { issuePaths } from '../../test/support/schemas';
import { z } from 'zod';

describe('envelope, error body and platform keys', () => {
  it('wraps any data in the success envelope', () => {
    const urlEnvelope = envelopeOf(z.string());
    expect(urlEnvelope.parse({ data: 'https://x.example', message: 'Request ok', status: 201 }).status).toBe(201);
    expect(issuePaths(urlEnvelope, { message: 'Request ok', status: 200 })).toEqual(['data']);
    expect(issuePaths(urlEnvelope, { data: 'x', message: 'ok', status: '200' })).toEqual(['status']);
    expect(issuePaths(urlEnvelope, { data: 'x', status: 200 })).toEqual(['message']);
  });

  it('reads error bodies with the stable codes', () => {
    expect(ERROR_CODES).toContain('ENOCREDENTIALS');
    for (const error of ERROR_CODES) {
      expect(ErrorBodySchema.parse({ error, message: 'target_platform is not valid', status: 400 }).error).toBe(error);
      expect(isErrorCode(error)).toBe(true);
    }
    expect(isErrorCode('Bad Request')).toBe(false);
  });

  it.each([
    ['error', { error: 'Bad Request', message: 'x', status: 400 }],
    ['status', { error: 'EBADREQUEST', message: 'x', status: 200 }],
    ['status', { error: 'EINTERNAL', message: 'x', status: 600 }],
    ['message', { error: 'EINTERNAL', message: '', status: 500 }],
  ])('rejects an error body with a bad %s', (path, value) => {
    expect(issuePaths(ErrorBodySchema, value)).toEqual([path]);
  });

  it('knows the five platform keys and `all`', () => {
    expect(PlatformKeySchema.options).toEqual(['applemusic', 'spotify', 'deezer', 'tidal', 'ytmusic']);
    expect(TargetPlatformSchema.parse('all')).toBe('all');
    expect(PlatformKeySchema.safeParse('all').success).toBe(false);
    expect(PlatformKeySchema.safeParse('S2').success).toBe(false);
    expect(PlatformKeySchema.safeParse('SPOTIFY').success).toBe(false);
  });
});
