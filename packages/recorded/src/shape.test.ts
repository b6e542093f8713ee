import { describe, expect, it } from 'vitest';
import { compareShapes, shapeOf } from './shape';

describe('shapeOf', () => {
  it('collapses array items into one path and keeps every type seen', () => {
    const shape = shapeOf({ items: [{ id: 'a', n: 1 }, null, { id: 'b', n: null }] });
    expect([...shape.keys()].sort()).toEqual(['$', '$.items', '$.items[]', '$.items[].id', '$.items[].n']);
    expect([...shape.get('$.items[]')!].sort()).toEqual(['null', 'object']);
    expect([...shape.get('$.items[].n')!].sort()).toEqual(['null', 'number']);
  });

  it('reads keys under a dynamic-key path as {*}', () => {
    const shape = shapeOf({ byId: { x1: { a: 1 }, y2: { a: 2 } } }, { dynamicKeys: ['$.byId'] });
    expect(shape.has('$.byId.{*}.a')).toBe(true);
    expect(shape.has('$.byId.x1')).toBe(false);
  });

  it('walks bodies nested far deeper than the call stack allows', () => {
    let body: unknown = 'leaf';
    for (let depth = 0; depth < 100_000; depth++) body = { c: body };
    expect(shapeOf(body).size).toBe(100_001);
    // A large walk on purpose; on a busy machine it can take several seconds.
  }, 30_000);
});

describe('compareShapes', () => {
  const recorded = [
    { items: [{ id: 'a', preview: null, album: { name: 'x' } }], next: null },
    { items: [null, { id: 'b', preview: null, album: { name: 'y' }, linked_from: { id: 'c' } }], next: 'u' },
  ];

  it('accepts a body with the recorded paths and types, optional ones left out', () => {
    expect(compareShapes(recorded, { items: [{ id: 'z', preview: null, album: { name: 'q' } }], next: null })).toEqual([]);
  });

  it('names invented fields, missing fields and types the platform never sends', () => {
    const differences = compareShapes(recorded, { items: [{ id: 'z', preview: 'http://x', album: {}, popularity: 3 }], next: null });
    expect(differences).toEqual([
      'extra $.items[].popularity',
      'missing $.items[].album.name',
      'type $.items[].preview: string where the platform sends null',
    ]);
  });

  it('does not ask for item fields of an empty list', () => {
    expect(compareShapes(recorded, { items: [], next: null })).toEqual([]);
  });

  it('leaves allowed paths alone', () => {
    expect(compareShapes(recorded, { items: [{ id: 'z', preview: null, album: { name: 'q' }, extra: { a: 1 } }], next: null }, { allow: { '$.items[].extra*': 'test' } })).toEqual([]);
  });
});
