import { describe, expect, it } from 'vitest';
import { planMoves, planSync, type CopyEntry, type SyncedEntry, type WantedEntry } from './sync-plan';

const ref = (id: string) => ({ id, title: `Song ${id}`, artists: ['Band'], url: `https://t.example/${id}` });
/** Source `a` matches target `A`. */
const wanted = (key: string): WantedEntry => ({ key, source: ref(key), target: key.startsWith('lost') ? null : ref(key.toUpperCase()) });
const synced = (key: string, origin: SyncedEntry['origin'] = 'added'): SyncedEntry => ({ ...wanted(key), origin });
const copy = (...ids: string[]): CopyEntry[] => ids.map((id) => ({ id, title: `Song ${id}`, artists: ['Band'], entryId: `e-${id}` }));

function applyMoves(entries: readonly string[], moves: ReadonlyArray<{ from: number; to: number }>): string[] {
  const out = [...entries];
  for (const { from, to } of moves) out.splice(to, 0, ...out.splice(from, 1));
  return out;
}

describe('planSync', () => {
  it('adds every matched entry on the first run and leaves the unmatched out', () => {
    const plan = planSync([], ['a', 'lost1', 'b'].map(wanted), [], { mirror: true });
    expect(plan.additions).toEqual([0, 2]);
    expect(plan.next.map((e) => e.origin)).toEqual(['added', 'left_out', 'added']);
    expect(plan.removals).toEqual([]);
  });

  it('writes nothing when neither side changed', () => {
    const plan = planSync(['a', 'b'].map((k) => synced(k)), ['a', 'b'].map(wanted), copy('A', 'B'), { mirror: true });
    expect(plan).toMatchObject({ additions: [], removals: [], gone: [] });
  });

  it('in mirror removes what the source lost and adds what it gained; in append only adds', () => {
    const last = ['a', 'b', 'c'].map((k) => synced(k));
    const mirror = planSync(last, ['a', 'c', 'd'].map(wanted), copy('A', 'B', 'C'), { mirror: true });
    expect(mirror.removals.map((r) => r.at)).toEqual([{ trackId: 'B', entryId: 'e-B', position: 1 }]);
    expect(mirror.additions.map((i) => mirror.next[i]!.key)).toEqual(['d']);
    const append = planSync(last, ['a', 'c', 'd'].map(wanted), copy('A', 'B', 'C'), { mirror: false });
    expect(append.removals).toEqual([]);
    expect(append.gone.map((e) => e.key)).toEqual(['b']);
    expect(append.additions.map((i) => append.next[i]!.key)).toEqual(['d']);
  });

  it('does not put back what the listener removed from the copy while the source still lists it', () => {
    const plan = planSync(['a', 'b'].map((k) => synced(k)), ['a', 'b'].map(wanted), copy('A'), { mirror: true });
    expect(plan.additions).toEqual([]);
  });

  it("keeps the listener's own entries: adopted when the source gains them, never removed", () => {
    const gained = planSync([synced('a')], ['a', 'x'].map(wanted), copy('A', 'X'), { mirror: true });
    expect(gained.additions).toEqual([]);
    expect(gained.next[1]!.origin).toBe('adopted');
    const lost = planSync(gained.next, [wanted('a')], copy('A', 'X'), { mirror: true });
    expect(lost.removals).toEqual([]);
    // One the sync added and the listener also added by hand: only the sync's occurrence goes.
    const twice = planSync([synced('a'), synced('b')], [wanted('a')], copy('A', 'B', 'B'), { mirror: true });
    expect(twice.removals.map((r) => r.at.position)).toEqual([1]);
  });

  it('counts occurrences: a song the source lists twice is on the copy twice, once each', () => {
    const more = planSync([synced('a')], ['a', 'a'].map(wanted), copy('A'), { mirror: true });
    expect(more.additions).toEqual([1]);
    const fewer = planSync([synced('a'), synced('a')], [wanted('a')], copy('A', 'A'), { mirror: true });
    expect(fewer.removals.map((r) => r.at.position)).toEqual([1]);
  });

  it('takes an entry an interrupted attempt sent as the sync’s own, not as the listener’s', () => {
    const plan = planSync([], [wanted('a')], copy('A'), { mirror: true, sentBefore: ['A'] });
    expect(plan.additions).toEqual([]);
    expect(plan.next[0]!.origin).toBe('added');
  });

  it('adds back what a removal of every occurrence took from an entry that stays, when the attempt was cut off before putting it back', () => {
    // The source dropped one of its two b; Spotify's removal took both, and the process stopped there.
    const plan = planSync(['a', 'b', 'b'].map((k) => synced(k)), ['a', 'b'].map(wanted), copy('A'), { mirror: true, removedBefore: ['B'], restore: ['B'] });
    expect(plan.additions.map((i) => plan.next[i]!.key)).toEqual(['b']);
    expect(plan.removals).toEqual([]);
    expect(plan.removedBefore.map((e) => e.key)).toEqual(['b']);
    // Without the removal in this run, the missing b is the listener's doing and stays removed.
    expect(planSync(['a', 'b', 'b'].map((k) => synced(k)), ['a', 'b'].map(wanted), copy('A'), { mirror: true }).additions).toEqual([]);
  });

  it('finds entries the target lists without an id by title and first artist', () => {
    const idless: CopyEntry[] = [{ id: '', title: 'SONG A', artists: ['band'] }];
    const plan = planSync([], [wanted('a')], idless, { mirror: true });
    expect(plan.additions).toEqual([]);
  });
});

describe('planMoves', () => {
  it('moves one entry when one entry moved', () => {
    const moves = planMoves(copy('A', 'B', 'C', 'D'), ['d', 'a', 'b', 'c'].map((k) => synced(k)));
    expect(moves).toHaveLength(1);
    expect(applyMoves(['A', 'B', 'C', 'D'], moves)).toEqual(['D', 'A', 'B', 'C']);
  });

  it('orders a shuffled copy and leaves the listener’s own entries where they are', () => {
    const entries = ['C', 'X', 'A', 'E', 'B', 'Y', 'D'];
    const moves = planMoves(copy(...entries), ['a', 'b', 'c', 'd', 'e'].map((k) => synced(k)));
    expect(applyMoves(entries, moves)).toEqual(['A', 'X', 'B', 'C', 'D', 'Y', 'E']);
    // Ranks [3,1,0,6,2,5,4]: the longest run in order is 3 long, so 4 moves.
    expect(moves).toHaveLength(4);
  });

  it('moves nothing when the copy is in order, and ignores left-out and missing entries', () => {
    expect(planMoves(copy('A', 'B'), [synced('a'), synced('lost1', 'left_out'), synced('z'), synced('b')])).toEqual([]);
  });
});
