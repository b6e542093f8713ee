/**
 * The request bodies the OpenAPI document shows must be bodies the document accepts: each
 * example is validated by Ajv (the validator every answer of the black-box suites goes through)
 * against the operation's own request schema. A `oneOf` that valid bodies fit twice, as integer
 * ids fit Apple Music, Deezer and TIDAL alike, fails here rather than in an integrator's client.
 */
import { PLATFORM_KEYS } from '@segue/core';
import { ADD_PLAYLIST_REQUEST_SCHEMAS } from '@segue/core/schemas';
import { openApiDocument } from '@segue/server';
import { describe, expect, it } from 'vitest';
import { OpenApiCheck } from '../support/openapi-check.js';

const check = new OpenApiCheck(openApiDocument('http://127.0.0.1:8787') as unknown as ConstructorParameters<typeof OpenApiCheck>[0]);
const ADD_PATHS = ['/playlist/{platform}/add', '/v1/playlist/{platform}/add'];

describe('the request examples of the OpenAPI document', () => {
  it('are shown for the conversion and add-playlist operations', () => {
    const shown = check.requestExamples().map((example) => `${example.method} ${example.template} ${example.name}`);
    expect(shown).toEqual(
      expect.arrayContaining([
        'post /v1/entity/convert example',
        ...ADD_PATHS.flatMap((path) => PLATFORM_KEYS.map((platform) => `post ${path} ${platform}`)),
      ]),
    );
  });

  it("each fit the document's request schema of its operation", () => {
    const problems = check.requestExamples().flatMap((example) => check.requestProblems(example.method, example.template, example.body));
    expect(problems).toEqual([]);
  });

  it('of add-playlist are each a body the server takes for the platform it is named after', () => {
    const examples = check.requestExamples().filter((example) => ADD_PATHS.includes(example.template));
    for (const example of examples) {
      const platform = example.name as (typeof PLATFORM_KEYS)[number];
      expect(ADD_PLAYLIST_REQUEST_SCHEMAS[platform].safeParse(example.body).success, `${example.template} ${example.name}`).toBe(true);
    }
  });
});

describe('the add-playlist request body of the OpenAPI document', () => {
  const body = (tracks: unknown[]) => ({ user: 'listener1@sandbox.segue.test', title: 'Road trip', tracks });
  // Bodies the server accepts, one or more per platform; integer ids fit three platforms at once.
  const accepted = [body([1533695067]), body([1715014466, '3135556']), body(['247365370']), body(['dGL70Cgu4PTGGVtMwGVUHr']), body(['ZA6TsrXCHAe'])];

  it.each(ADD_PATHS)('accepts every body the server takes (%s)', (path) => {
    for (const accept of accepted) {
      expect(PLATFORM_KEYS.some((platform) => ADD_PLAYLIST_REQUEST_SCHEMAS[platform].safeParse(accept).success)).toBe(true);
      expect(check.requestProblems('post', path, accept)).toEqual([]);
    }
  });

  it.each(ADD_PATHS)('still refuses a body no platform takes (%s)', (path) => {
    expect(check.requestProblems('post', path, body(['not an id!']))).not.toEqual([]);
    expect(check.requestProblems('post', path, { ...body([1715014466]), name: 'misspelt field' })).not.toEqual([]);
    expect(check.requestProblems('post', path, body([]))).not.toEqual([]);
  });
});
