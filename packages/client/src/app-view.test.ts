import { describe, expect, it } from 'vitest';
import { AppViewSchema, HealthSchema } from './app-view';
import { appView } from '../test/support/canned';

describe('AppViewSchema', () => {
  it('accepts the app view', () => {
    expect(AppViewSchema.safeParse(appView)).toEqual({ success: true, data: appView });
  });

  it.each([
    ['platforms', { ...appView, platforms: ['spotify', 'napster'] }],
    ['redirect_urls', { ...appView, redirect_urls: 'http://127.0.0.1/linked' }],
    ['public_key', { ...appView, public_key: 42 }],
  ])('names %s when it is wrong', (field, value) => {
    const result = AppViewSchema.safeParse(value);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('refuses what is not an object', () => {
    expect(AppViewSchema.safeParse([appView]).success).toBe(false);
  });
});

describe('HealthSchema', () => {
  it('accepts only a healthy answer', () => {
    expect(HealthSchema.safeParse({ status: 'ok', database: 'ok' }).success).toBe(true);
    expect(HealthSchema.safeParse({ status: 'ok', database: 'down' }).success).toBe(false);
  });
});
