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

describe('the ytmusic credential schema', () => {
  it('takes a granted daily quota in whole units, and refuses anything else saying what to give', () => {
    expect(CREDENTIAL_SCHEMAS.ytmusic.parse({ daily_quota_units: ' 1000000 ' })).toEqual({ daily_quota_units: '1000000' });
    expect(CREDENTIAL_SCHEMAS.ytmusic.parse({ daily_quota_units: '' })).toEqual({});
    for (const bad of ['10k', '-5', '2.5', '999', '99999999999']) {
      const parsed = CREDENTIAL_SCHEMAS.ytmusic.safeParse({ daily_quota_units: bad });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/quota units a day|between 1000 and 1000000000/);
    }
  });

  it('shows every field as optional to the dashboard form', () => {
    for (const field of Object.values(CREDENTIAL_SCHEMAS.ytmusic.shape)) expect(field.safeParse(undefined).success).toBe(true);
  });
});
