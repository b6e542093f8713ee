/**
 * What the client needs of a schema: zod's `safeParse`. Typed structurally so the client takes
 * `@segue/core`'s zod schemas without depending on zod itself, and so the few bodies core has no
 * schema for can be checked by a small function of the same shape.
 */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** `payload.0.url: must be an http(s) URL; …`, at most three issues, for error messages. */
export function describeIssues(issues: readonly Issue[]): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  return shown.join('; ') + more;
}
