import type { Dispatcher } from 'undici';
import { request } from 'undici';
import type { HttpRequest, HttpResponse } from './http-types';

/** A 2xx body that is not JSON; the layer retries it, then reports `bad_response`. */
export class InvalidJson {
  constructor(
    readonly message: string,
    readonly text: string,
  ) {}
}

export function buildUrl(url: string, query: HttpRequest['query']): string {
  if (!query) return url;
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) target.searchParams.set(name, String(value));
  }
  return target.toString();
}

/** One HTTP exchange through undici, body read in full and parsed as JSON when it is JSON. */
export async function sendOnce(dispatcher: Dispatcher, req: HttpRequest, signal: AbortSignal): Promise<HttpResponse> {
  const headers: Record<string, string> = { accept: req.expect === 'text' ? 'text/html' : 'application/json', ...req.headers };
  let body: string | undefined;
  if (req.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(req.json);
  } else if (req.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(req.form).toString();
  }
  const response = await request(buildUrl(req.url, req.query), {
    method: req.method ?? 'GET',
    headers,
    body,
    signal,
    dispatcher,
  });
  const text = await response.body.text();
  const flat: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const parsed = req.expect === 'text' ? text : parseBody(text, response.statusCode);
  return { status: response.statusCode, headers: flat, body: parsed };
}

function parseBody(text: string, status: number): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (status >= 200 && status < 300) return new InvalidJson(error instanceof Error ? error.message : 'unreadable', text);
    return text;
  }
}
