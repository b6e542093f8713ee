/**
 * Setup of the black-box project: every answer a suite receives through `fetch` from a Segue
 * server's API (`/v1/…`, `/s/…`) is checked against that server's own `/openapi.json`, and a
 * file with any mismatch fails. Hosts that serve no document (the platform simulators, a
 * shortener, a webhook receiver) are left alone. Suites that check answers themselves
 * (`segue-api.ts`, the hostile client) are checked twice, which costs nothing.
 */
import { afterAll, expect } from 'vitest';
import { openApiCheckOf, type OpenApiCheck } from './openapi-check';

const realFetch = globalThis.fetch;
const documents = new Map<string, Promise<OpenApiCheck | undefined>>();
const mismatches: string[] = [];

function documentOf(origin: string): Promise<OpenApiCheck | undefined> {
  let check = documents.get(origin);
  if (!check) {
    check = openApiCheckOf(origin).catch(() => undefined);
    documents.set(origin, check);
  }
  return check;
}

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const response = await realFetch(input, init);
  const request = input instanceof Request ? input : undefined;
  const url = new URL(request?.url ?? String(input));
  if (!/^\/(v1|s)\//.test(url.pathname)) return response;
  const check = await documentOf(url.origin);
  if (!check) return response;
  const method = init?.method ?? request?.method ?? 'GET';
  const answer = { method, path: url.pathname + url.search, status: response.status, contentType: response.headers.get('content-type'), text: await response.clone().text() };
  mismatches.push(...check.problems(answer));
  return response;
};

afterAll(() => {
  expect([...new Set(mismatches)].slice(0, 20), 'answers the OpenAPI document does not declare').toEqual([]);
});
