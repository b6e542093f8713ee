/**
 * The baseline of the HTTP benchmark: a bare Express 5 app answering the same JSON bodies as
 * Segue's /healthz and /v1/app, with no middleware, database or auth. Prints its port.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';

const [healthBody, appBody] = process.argv.slice(2) as [string, string];
const app = express();
app.get('/healthz', (_req, res) => {
  res.type('json').send(healthBody);
});
app.get('/v1/app', (_req, res) => {
  res.type('json').send(appBody);
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ message: 'segue listening', port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
