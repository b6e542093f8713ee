import { describe, expect, it } from 'vitest';
import { createPublicUrl } from './public-url';

describe('createPublicUrl', () => {
  it('fills in the listening port when the configured URL names port 0', () => {
    const url = createPublicUrl('http://127.0.0.1:0');
    url.learnPort(43123);
    expect(url.get()).toBe('http://127.0.0.1:43123');
    url.learnPort(50000);
    expect(url.get()).toBe('http://127.0.0.1:43123');
  });

  it('leaves a configured URL alone', () => {
    const url = createPublicUrl('https://segue.example.com/api/');
    url.learnPort(8787);
    expect(url.get()).toBe('https://segue.example.com/api');
  });
});
