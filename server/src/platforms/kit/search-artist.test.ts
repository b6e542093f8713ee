import { describe, expect, it } from 'vitest';
import { searchArtist } from './search-artist';

describe('searchArtist', () => {
  it('drops the YouTube channel suffixes and nothing else', () => {
    expect(searchArtist('Kenshi Yonezu - Topic')).toBe('Kenshi Yonezu');
    expect(searchArtist('高橋悠真 - Topic')).toBe('高橋悠真');
    expect(searchArtist('TaylorSwiftVEVO')).toBe('TaylorSwift');
    expect(searchArtist('Topic')).toBe('Topic');
    expect(searchArtist('Rage Against the Machine')).toBe('Rage Against the Machine');
  });
});
