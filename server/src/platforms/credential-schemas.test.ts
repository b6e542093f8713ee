import { describe, expect, it } from 'vitest';
import { CREDENTIAL_SCHEMAS } from './registry';

describe('the deezer credential schema', () => {
  it('takes no fields (conversions need none), or an app id with its secret', () => {
    expect(CREDENTIAL_SCHEMAS.deezer.parse({})).toEqual({});
    expect(CREDENTIAL_SCHEMAS.deezer.parse({ app_id: '', secret: ' ' })).toEqual({});
    expect(CREDENTIAL_SCHEMAS.deezer.parse({ app_id: ' 123456 ', secret: 's' })).toEqual({ app_id: '123456', secret: 's' });
    expect(CREDENTIAL_SCHEMAS.deezer.safeParse({ app_id: '123456' }).success).toBe(false);
    expect(CREDENTIAL_SCHEMAS.deezer.safeParse({ app_id: 'abc', secret: 's' }).success).toBe(false);
  });

  it('shows both fields as optional to the dashboard form, which reads each field schema alone', () => {
    for (const field of Object.values(CREDENTIAL_SCHEMAS.deezer.shape)) expect(field.safeParse(undefined).success).toBe(true);
  });
});
