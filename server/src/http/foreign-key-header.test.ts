import { describe, expect, it } from 'vitest';
import { foreignKeyHeader } from './foreign-key-header';

describe('foreignKeyHeader', () => {
  it.each([
    ['x-service-public-key', 'public'],
    ['x-service-key', 'private'],
    ['x-service-private-key', 'private'],
    ['x-musicapi-public-key', 'public'],
    ['x-acme-key', 'private'],
    ['x-api-key', 'private'],
  ] as const)('reads %s as a %s key', (name, kind) => {
    expect(foreignKeyHeader({ [name]: 'k', accept: '*/*' })).toEqual({ name, kind });
  });

  it("leaves Segue's own key headers and unrelated ones alone", () => {
    expect(foreignKeyHeader({ 'x-segue-public-key': 'k', 'x-segue-key': 'k', 'idempotency-key': 'k', 'x-request-id': 'r' })).toBeUndefined();
  });

  it('prefers an exact name of the original interface over a lookalike', () => {
    expect(foreignKeyHeader({ 'x-api-key': 'k', 'x-service-public-key': 'k' })).toEqual({ name: 'x-service-public-key', kind: 'public' });
  });
});
