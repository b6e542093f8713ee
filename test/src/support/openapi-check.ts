/**
 * Every answer a black-box suite receives is checked against the server's own `/openapi.json`:
 * the status must be declared for the operation and a JSON body must match its schema. Ajv is
 * the validator (maintained, and it implements JSON Schema 2020-12, the dialect of OpenAPI 3.1);
 * the document itself is checked against the OpenAPI 3.1 schema by
 * `@seriousme/openapi-schema-validator` in the client test.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, unknown>;
interface MediaType {
  schema?: Json;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

/** A request body the document shows as an example of one operation. */
export interface RequestExample {
  method: string;
  template: string;
  /** `example`, or the key of the entry in `examples`. */
  name: string;
  body: unknown;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

export interface Answer {
  method: string;
  /** The request path, with or without its query. */
  path: string;
  status: number;
  contentType: string | null;
  text: string;
}

// ajv-formats is CommonJS: its default export sits one level down under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

const DOC_ID = 'segue-openapi';

export class OpenApiCheck {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly routes: { method: string; pattern: RegExp; template: string; operation: Operation }[] = [];
  private readonly compiled = new Map<Json, ValidateFunction>();

  constructor(readonly document: Document) {
    addFormats(this.ajv);
    // `#/components/schemas/X` references resolve inside this schema, as they do in the document.
    this.ajv.addSchema({ $id: DOC_ID, components: { schemas: document.components.schemas } });
    for (const [template, operations] of Object.entries(document.paths)) {
      const pattern = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const [method, operation] of Object.entries(operations)) this.routes.push({ method, pattern, template, operation });
    }
    // A literal path wins over a template that also matches it.
    this.routes.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  /** What is wrong with an answer by the document; empty when nothing is, or when the route is not part of the API. */
  problems(answer: Answer): string[] {
    // The path as the server saw it: `fetch` resolves `.` and `..` segments before sending, and
    // Express routes ignore one trailing slash (`/v1/account/?identifier=…` is `/v1/account`).
    const pathname = new URL(answer.path, 'http://segue.invalid').pathname.replace(/(.)\/$/, '$1');
    const route = this.routes.find((r) => r.method === answer.method.toLowerCase() && r.pattern.test(pathname));
    if (!route) return [];
    const where = `${answer.method} ${route.template} → ${answer.status}`;
    const declared = route.operation.responses[String(answer.status)] ?? route.operation.responses.default;
    if (!declared) return [`${where}: status not declared (declared: ${Object.keys(route.operation.responses).join(', ')})`];
    const type = (answer.contentType ?? '').split(';')[0]!.trim();
    if (!declared.content) return answer.text === '' || answer.status === 302 ? [] : [`${where}: a body (${type}) where none is declared`];
    const media = declared.content[type];
    if (!media) return [`${where}: content type ${type || '(none)'} not declared (declared: ${Object.keys(declared.content).join(', ')})`];
    if (type !== 'application/json' || !media.schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [`${where}: not JSON: ${answer.text.slice(0, 120)}`];
    }
    const validate = this.validator(media.schema);
    if (validate(body)) return [];
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    return [`${where}: body does not match the document: ${errors.join('; ')} in ${answer.text.slice(0, 300)}`];
  }

  /** What is wrong with a JSON request body by the document's schema of that operation's body. */
  requestProblems(method: string, template: string, body: unknown): string[] {
    const where = `${method.toUpperCase()} ${template} request`;
    const schema = this.document.paths[template]?.[method.toLowerCase()]?.requestBody?.content['application/json']?.schema;
    if (!schema) return [`${where}: no JSON request body declared`];
    const validate = this.validator(schema);
    if (validate(body)) return [];
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    return [`${where}: body does not match the document: ${errors.join('; ')} in ${JSON.stringify(body).slice(0, 300)}`];
  }

  /** Every request body the document shows as an example (`example`, or each of `examples`). */
  requestExamples(): RequestExample[] {
    const found: RequestExample[] = [];
    for (const { method, template, operation } of this.routes) {
      const media = operation.requestBody?.content['application/json'];
      if (!media) continue;
      if (media.example !== undefined) found.push({ method, template, name: 'example', body: media.example });
      for (const [name, example] of Object.entries(media.examples ?? {})) found.push({ method, template, name, body: example.value });
    }
    return found;
  }

  /** Throws with every problem of an answer. */
  assert(answer: Answer): void {
    const problems = this.problems(answer);
    if (problems.length > 0) throw new Error(`answer not described by /openapi.json: ${problems.join(' | ')}`);
  }

  private validator(schema: Json): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      const ref = typeof schema.$ref === 'string' ? { $ref: `${DOC_ID}${schema.$ref}` } : { $id: `${DOC_ID}-inline-${this.compiled.size}`, $defs: {}, ...rewriteRefs(schema) };
      validate = this.ajv.compile(ref);
      this.compiled.set(schema, validate);
    }
    return validate;
  }
}

/** Inline schemas point at `#/components/…` of the document: make those absolute. */
function rewriteRefs(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${DOC_ID}#/`)) as Json;
}

const loaded = new Map<string, Promise<OpenApiCheck>>();

/** The check of the server at `baseUrl`, its document fetched once. */
export function openApiCheckOf(baseUrl: string): Promise<OpenApiCheck> {
  let check = loaded.get(baseUrl);
  if (!check) {
    check = fetch(`${baseUrl}/openapi.json`).then(async (response) => {
      if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`);
      return new OpenApiCheck((await response.json()) as Document);
    });
    loaded.set(baseUrl, check);
  }
  return check;
}

/** Checks a `fetch` answer of the server at `baseUrl` (its body stays unread); throws on any mismatch. */
export async function checkResponse(baseUrl: string, method: string, response: Response): Promise<Response> {
  const path = new URL(response.url).pathname;
  await checkAnswer(baseUrl, { method, path, status: response.status, contentType: response.headers.get('content-type'), text: await response.clone().text() });
  return response;
}

/** Checks an answer of the server at `baseUrl`; throws on any mismatch. */
export async function checkAnswer(baseUrl: string, answer: Answer): Promise<void> {
  (await openApiCheckOf(baseUrl)).assert(answer);
}
