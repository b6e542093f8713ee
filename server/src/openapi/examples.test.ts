import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROUTERS } from '../composition/routers';
import { requestSchemas } from './route-doc';

const docs = ROUTERS.flatMap((router) => router.docs);

const problems = (schemas: z.ZodType[], value: unknown): string =>
  schemas.some((s) => s.safeParse(value).success) ? '' : JSON.stringify(value).slice(0, 200);

describe('the examples of the OpenAPI document', () => {
  it('match the schemas they illustrate, request and response', () => {
    const wrong: string[] = [];
    for (const doc of docs) {
      const where = `${doc.method} ${doc.path}`;
      if (doc.example !== undefined && doc.response && problems([doc.response], doc.example)) wrong.push(`${where} response`);
      if (doc.requestExample !== undefined && doc.requestBody && problems(requestSchemas(doc.requestBody), doc.requestExample)) wrong.push(`${where} request`);
      for (const [name, { value }] of Object.entries(doc.requestExamples ?? {})) {
        if (doc.requestBody && problems(requestSchemas(doc.requestBody), value)) wrong.push(`${where} request ${name}`);
      }
      for (const other of doc.otherResponses ?? []) {
        if (other.example !== undefined && other.response && problems([other.response], other.example)) wrong.push(`${where} ${other.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('exist for every JSON answer and every request body', () => {
    const missing = docs.filter((doc) => (doc.response && doc.example === undefined) || (doc.requestBody && doc.requestExample === undefined && doc.requestExamples === undefined));
    expect(missing.map((doc) => `${doc.method} ${doc.path}`)).toEqual([]);
  });

  it('cover the conversion, task, connect and add-playlist operations', () => {
    const withExample = docs.filter((doc) => doc.example !== undefined).map((doc) => `${doc.method} ${doc.path}`);
    expect(withExample).toEqual(
      expect.arrayContaining(['post /v1/entity/convert', 'get /v1/task/{task_id}', 'get /v1/{platform}/connect', 'post /v1/{platform}/connect', 'post /v1/playlist/{platform}/add']),
    );
  });
});
