/**
 * The `fields` filter of Spotify's playlist reads: "a comma-separated list of the fields to
 * return … A dot separator can be used to specify non-reoccurring fields, while parentheses can
 * be used to specify reoccurring fields within objects … Use multiple parentheses to drill down
 * into nested objects … Fields can be excluded by prefixing them with an exclamation mark"
 * (https://developer.spotify.com/documentation/web-api/reference/get-playlist, `fields`).
 * Applied as the platform applies it, so a client that asks for some fields and reads another
 * finds it missing here as it would there.
 */
import { spotifyErrors } from './spotify-errors';
import type { Json } from './spotify-objects';

/** What to keep at one level: fields named (with what to keep below them), or all but the excluded. */
interface Selection {
  include: Map<string, Selection | null>;
  exclude: Set<string>;
}

const empty = (): Selection => ({ include: new Map(), exclude: new Set() });

/** Parses a `fields` value; a malformed one is a 400, as a client mistake should be. */
export function parseFields(spec: string): Selection {
  let at = 0;
  const fail = (): never => {
    throw spotifyErrors.badRequest(`Invalid fields: ${spec}`);
  };
  const name = (): string => {
    const match = /^[A-Za-z0-9_]+/.exec(spec.slice(at));
    if (!match) return fail();
    at += match[0].length;
    return match[0];
  };
  const list = (into: Selection, closing: boolean): void => {
    for (;;) {
      const excluded = spec[at] === '!';
      if (excluded) at++;
      const path = [name()];
      while (spec[at] === '.') {
        at++;
        path.push(name());
      }
      let below: Selection | null = null;
      if (spec[at] === '(') {
        at++;
        below = empty();
        list(below, true);
        if (spec[at] !== ')') fail();
        at++;
      }
      if (excluded) {
        if (path.length > 1 || below) fail();
        into.exclude.add(path[0]!);
      } else {
        add(into, path, below);
      }
      if (spec[at] === ',') {
        at++;
        continue;
      }
      if (at === spec.length ? !closing : closing && spec[at] === ')') return;
      fail();
    }
  };
  const root = empty();
  if (spec.trim() === '') return fail();
  list(root, false);
  return root;
}

/** `a.b.c(…)`: a keeps b, b keeps c, c keeps what the parentheses say (or all of it). */
function add(into: Selection, path: readonly string[], below: Selection | null): void {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    into.include.set(head!, below);
    return;
  }
  const existing = into.include.get(head!) ?? empty();
  into.include.set(head!, existing);
  add(existing, rest, below);
}

/** The answer with only the selected fields; arrays are filtered element by element (reoccurring fields). */
export function selectFields(value: unknown, selection: Selection | null): unknown {
  if (selection === null || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((element: unknown) => selectFields(element, selection));
  const object = value as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  if (selection.include.size === 0) {
    for (const [key, field] of Object.entries(object)) if (!selection.exclude.has(key)) kept[key] = field;
    return kept;
  }
  for (const [key, below] of selection.include) {
    if (key in object && !selection.exclude.has(key)) kept[key] = selectFields(object[key], below);
  }
  return kept;
}

/** Applies the request's `fields`, when it has one. */
export function withFields(searchParams: URLSearchParams, answer: Json): Json {
  const spec = searchParams.get('fields');
  return spec === null ? answer : (selectFields(answer, parseFields(spec)) as Json);
}
