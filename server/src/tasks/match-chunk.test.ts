import { describe, expect, it } from 'vitest';
import type { PlatformTrack } from '../platforms/types';
import { joinChunks } from './match-chunk';
import type { StoredOutcome } from '../matching/track-outcome';

const track = (id: string) => ({ id }) as PlatformTrack;
const omitted = (reason: string): StoredOutcome => ({ kind: 'omitted', code: 'no_match', reason });

describe('joinChunks', () => {
  it('puts the chunks together in order, a track listed again taking the outcome of its first listing', () => {
    const tracks = ['a', 'b', 'c', 'a', 'd'].map(track);
    const chunks = [[omitted('a1'), omitted('b')], [omitted('c'), omitted('a2')], [omitted('d')]];
    expect(joinChunks(tracks, chunks).map((o) => (o.kind === 'omitted' ? o.reason : o.kind))).toEqual(['a1', 'b', 'c', 'a1', 'd']);
  });
});
