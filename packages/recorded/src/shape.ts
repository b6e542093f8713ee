/**
 * The shape of a JSON body as a set of key paths, each with the JSON types seen there. Array
 * elements share one path segment (`[]`), so a list of 50 tracks and a list of 2 have the same
 * shape; object keys that are data rather than field names (ids used as keys) can be collapsed
 * to `{*}` by naming their parent path.
 */
export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

export type Shape = Map<string, Set<JsonType>>;

export interface ShapeOptions {
  /** Paths whose object keys are data (ids, locales): their children are read as `{*}`. */
  dynamicKeys?: readonly string[];
}

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'object') return type;
  throw new TypeError(`not a JSON value: ${type}`);
}

/** Every key path of `body` with the types found there (`$` is the root). */
export function shapeOf(body: unknown, options: ShapeOptions = {}): Shape {
  const shape: Shape = new Map();
  const dynamic = new Set(options.dynamicKeys ?? []);
  // An explicit stack: InnerTube pages nest 40+ levels deep, and a body is data we do not control.
  const stack: Array<[string, unknown]> = [['$', body]];
  while (stack.length > 0) {
    const [path, value] = stack.pop()!;
    const type = jsonType(value);
    let types = shape.get(path);
    if (!types) shape.set(path, (types = new Set()));
    types.add(type);
    if (type === 'array') {
      for (const item of value as unknown[]) stack.push([`${path}[]`, item]);
    } else if (type === 'object') {
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        stack.push([dynamic.has(path) ? `${path}.{*}` : `${path}.${key}`, child]);
      }
    }
  }
  return shape;
}

/** Merges shapes (several recordings of one endpoint) into the union of their paths and types. */
export function unionShape(shapes: readonly Shape[]): Shape {
  const union: Shape = new Map();
  for (const shape of shapes) {
    for (const [path, types] of shape) {
      const seen = union.get(path) ?? new Set<JsonType>();
      for (const type of types) seen.add(type);
      union.set(path, seen);
    }
  }
  return union;
}

export interface CompareOptions extends ShapeOptions {
  /**
   * Paths (or prefixes ending in `*`) the comparison leaves alone, each with the reason: a field
   * the recordings happen not to show, or one the simulator cannot know. Keep this list short.
   */
  allow?: Readonly<Record<string, string>>;
}

function parentOf(path: string): string {
  if (path.endsWith('[]')) return path.slice(0, -2);
  const dot = path.lastIndexOf('.');
  return dot > 0 ? path.slice(0, dot) : '$';
}

function allowed(path: string, allow: Readonly<Record<string, string>>): boolean {
  for (const pattern of Object.keys(allow)) {
    if (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern) return true;
  }
  return false;
}

/**
 * How a simulated body differs from the recordings of the same endpoint, one line a difference:
 * - `extra`: a path no recording has (the simulator invents a field the platform never sends);
 * - `missing`: a path every recording has, absent though its parent is present;
 * - `type`: a path whose JSON type no recording has there (a string where the platform sends null).
 * An empty list means the simulator sends what the platform sends.
 */
export function compareShapes(recorded: readonly unknown[], simulated: unknown, options: CompareOptions = {}): string[] {
  if (recorded.length === 0) throw new Error('compareShapes needs at least one recorded body');
  const allow = options.allow ?? {};
  const shapes = recorded.map((body) => shapeOf(body, options));
  const union = unionShape(shapes);
  const required = [...shapes[0]!.keys()].filter((path) => shapes.every((shape) => shape.has(path)));
  const sim = shapeOf(simulated, options);
  const differences: string[] = [];
  for (const [path, types] of sim) {
    if (allowed(path, allow)) continue;
    const real = union.get(path);
    if (!real) {
      differences.push(`extra ${path}`);
      continue;
    }
    for (const type of types) {
      if (!real.has(type)) differences.push(`type ${path}: ${type} where the platform sends ${[...real].join('|')}`);
    }
  }
  for (const path of required) {
    // An empty list is a fair answer (an empty playlist page); its items' fields are checked when present.
    if (sim.has(path) || path.endsWith('[]') || allowed(path, allow)) continue;
    const parent = sim.get(parentOf(path));
    if (parent && (parent.has('object') || parent.has('array'))) differences.push(`missing ${path}`);
  }
  return differences.sort();
}
