/** A JSON:API resource object as TIDAL serialises it. */
export interface Resource {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, unknown>;
}

export interface Identifier {
  id: string;
  type: string;
  meta?: Record<string, unknown>;
}

/** Collects `included` resources once each, in first-seen order. */
export class Included {
  private readonly items = new Map<string, Resource>();

  add(resource: Resource): void {
    const key = `${resource.type}:${resource.id}`;
    if (!this.items.has(key)) this.items.set(key, resource);
  }

  /** `included` is omitted when empty, as TIDAL does. */
  toMember(): { included?: Resource[] } {
    return this.items.size > 0 ? { included: [...this.items.values()] } : {};
  }
}

/**
 * `links.self` of a relationship or document: paths relative to `/v2` (TIDAL's links carry no
 * version prefix: https://github.com/kellnerd/harmony testdata) with the query re-encoded.
 */
export function relativeLink(path: string, query: Record<string, string>): string {
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Relationship objects: `links.self` always, `data` only for the ones included. A relationship
 * that was not included names nobody (harmony's recorded responses, 2024 to 2026-02; TIDAL's
 * OAS 1.10 of 2026-08 even leaves it out): a client that wants an album's cover must include it.
 */
export function relationships(
  type: string,
  id: string,
  names: readonly string[],
  countryCode: string,
  data: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const links = { self: relationshipSelf(type, id, name, countryCode) };
    const given = data[name];
    out[name] = given === undefined ? { links } : { data: given, links };
  }
  return out;
}

export function relationshipSelf(type: string, id: string, name: string, countryCode: string): string {
  return relativeLink(`/${type}/${id}/relationships/${name}`, { countryCode });
}

/** Sets one included relationship on a rendered resource (`links` default to its `self`). */
export function setRelationship(resource: Resource, countryCode: string, name: string, data: unknown, links?: Record<string, unknown>): void {
  resource.relationships ??= {};
  resource.relationships[name] = { data, links: links ?? { self: relationshipSelf(resource.type, resource.id, name, countryCode) } };
}
