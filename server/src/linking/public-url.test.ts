import { describe, expect, it } from 'vitest';
import { createPublicUrl } from './public-url';

describe('createPublicUrl', () => {
  it('leaves a configured URL alone', () => {
    const url = createPublicUrl('https://segue.example.com/api/');
    expect(url.get()).toBe('https://segue.example.com/api');
  });
});
