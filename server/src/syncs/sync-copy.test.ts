import { describe, expect, it } from 'vitest';
import { copyAfter } from './sync-copy';
import { planMoves, planSync, type CopyEntry, type SyncedEntry, type WantedEntry } from './sync-plan';

const ref = (id: string) => ({ id, title: `Song ${id}`, artists: ['Band'], url: `https://t.example/${id}` });
const wanted = (key: string): WantedEntry => ({ key, source: ref(key), target: ref(key.toUpperCase()) });
const synced = (key: string): SyncedEntry => ({ ...wanted(key), origin: 'added' });
const copy = (...ids: string[]): CopyEntry[] => ids.map((id) => ({ id, title: `Song ${id}`, artists: ['Band'] }));

describe('copyAfter', () => {
  it('appends what a source gained at its end: nothing to move, so the copy is not read again', () => {
    const plan = planSync(['a', 'b'].map(synced), ['a', 'b', 'c'].map(wanted), copy('A', 'B'), { mirror: true });
    const after = copyAfter(copy('A', 'B'), plan, [], false);
    expect(after.map((e) => e.id)).toEqual(['A', 'B', 'C']);
    expect(planMoves(after, plan.next)).toEqual([]);
  });

  it('sees the moves a gain at the front needs, and what a removal of every occurrence puts back at the end', () => {
    const plan = planSync(['a', 'b', 'b'].map(synced), ['c', 'a', 'b'].map(wanted), copy('A', 'B', 'B'), { mirror: true });
    const everyOccurrence = copyAfter(copy('A', 'B', 'B'), plan, [], true);
    expect(everyOccurrence.map((e) => e.id)).toEqual(['A', 'B', 'C']);
    expect(planMoves(everyOccurrence, plan.next).length).toBe(1);
    const oneByOne = copyAfter(copy('A', 'B', 'B'), plan, [], false);
    expect(oneByOne.map((e) => e.id)).toEqual(['A', 'B', 'C']);
  });

  it('leaves out additions the target refused', () => {
    const plan = planSync([], ['a', 'b'].map(wanted), [], { mirror: true });
    expect(copyAfter([], plan, [{ index: 0, code: 'target_refused', reason: 'no' }], false).map((e) => e.id)).toEqual(['B']);
  });
});
