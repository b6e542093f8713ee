import { describe, expect, it } from 'vitest';
import { publicBase } from './public-url';

describe('publicBase', () => {
  it('leaves a configured URL alone', () => {
    expect(publicBase('https://segue.example.com/api/')).toBe('https://segue.example.com/api');
  });
});
