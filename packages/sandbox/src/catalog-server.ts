/** The sandbox's own host: `/` serves the ground truth, `/__stats` the request counts. */
import type { RequestListener } from 'node:http';
import type { Catalog } from './catalog/model';
import { groundTruth } from './ground-truth';
import type { SandboxStats } from './request-stats';

export function catalogServer(catalog: Catalog, stats: () => SandboxStats): RequestListener {
  // Built on first use and kept: the catalog never changes while the sandbox runs.
  let truth: Buffer | undefined;
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://sandbox.invalid').pathname;
    const send = (status: number, body: Buffer | string): void => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, JSON.stringify({ error: 'method not allowed' }));
    if (path === '/' || path === '/catalog.json') {
      truth ??= Buffer.from(JSON.stringify(groundTruth(catalog)));
      return send(200, truth);
    }
    if (path === '/__stats') return send(200, JSON.stringify(stats()));
    send(404, JSON.stringify({ error: 'not found' }));
  };
}
