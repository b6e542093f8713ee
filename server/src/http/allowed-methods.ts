import type { Request } from 'express';

/** The parts of Express's router (the `router` package) read here: a layer matches a path. */
interface Layer {
  matchers?: ((path: string) => { path: string } | false)[];
  slash?: boolean;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle?: { stack?: Layer[] };
}

function collect(stack: readonly Layer[], path: string, methods: Set<string>): void {
  for (const layer of stack) {
    if (layer.route) {
      // A catch-all (the dashboard's page) passes on what it does not serve: it names no resource.
      if (String(layer.route.path).includes('*') || !layer.matchers?.some((match) => match(path))) continue;
      for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') methods.add(method.toUpperCase());
      continue;
    }
    const inner = layer.handle?.stack;
    if (!inner) continue;
    if (layer.slash) {
      collect(inner, path, methods);
      continue;
    }
    const mounted = layer.matchers?.map((match) => match(path)).find((found) => found !== false);
    if (mounted) collect(inner, path.slice(mounted.path.length) || '/', methods);
  }
}

/**
 * The methods the app's routes answer on the request's path, for a 405's `Allow`: empty when no
 * route has the path. HEAD goes with GET, as Express answers it.
 */
export function allowedMethods(req: Request): string[] {
  const stack = (req.app as unknown as { router?: { stack?: Layer[] } }).router?.stack ?? [];
  const methods = new Set<string>();
  collect(stack, req.path, methods);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
