import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../composition/create-app';
import { createServices, type Services } from '../composition/create-services';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { drainOnStop, type HttpDrain } from './http-drain';
import { silentLogger } from './logger';
import { processStopper } from '../composition/stop-process';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  socket: Socket;
}

/** A GET through `agent` (one kept-alive socket), with the socket it went over. */
function get(port: number, agent: Agent, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res: IncomingMessage) => {
      const socket = res.socket;
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, socket }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

describe('an HTTP server stopping', () => {
  it('serves a request sent on a kept-alive connection after the stop began, with Connection: close, then closes', async () => {
    const server = createServer();
    const drain = drainOnStop(server, { pollMs: 10 });
    server.on('request', (req, res) => {
      const delay = req.url === '/slow' ? 300 : 0;
      setTimeout(() => res.end(`answered ${req.url}`), delay);
    });
    server.keepAliveTimeout = 2_000;
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(port, agent, '/first');
      expect(first).toMatchObject({ status: 200, connection: 'keep-alive' });

      // A request in flight when the stop begins, and one sent right after on the idle connection.
      const slowAgent = new Agent({ keepAlive: true, maxSockets: 1 });
      const slow = get(port, slowAgent, '/slow');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const stopped = drain.stop();
      const second = await get(port, agent, '/second');
      expect(second).toMatchObject({ status: 200, connection: 'close', body: 'answered /second' });
      expect(second.socket, 'the kept-alive connection itself carried it').toBe(first.socket);
      expect(await slow).toMatchObject({ status: 200, connection: 'close', body: 'answered /slow' });
      slowAgent.destroy();

      // Both connections closed after their answer: the stop ends well before keepAliveTimeout.
      const began = Date.now();
      await stopped;
      expect(Date.now() - began).toBeLessThan(1_500);
      expect(server.listening).toBe(false);
    } finally {
      agent.destroy();
      server.closeAllConnections();
    }
  });
});

describe('a process stopping', () => {
  let db: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    db = await createTestDatabase();
    services = createServices({ pool: db.pool, box: db.box });
    await services.changes.start();
  });
  afterAll(async () => {
    await services?.changes.close();
    await db?.close();
  });

  it('is unready first (503 "stopping", on a kept-alive connection too), drains HTTP and jobs side by side, and closes the pools after the job queue', async () => {
    const server = createServer();
    const drain: HttpDrain = drainOnStop(server, { pollMs: 10 });
    server.on('request', createApp({ services, pool: db.pool, config: { publicUrl: 'http://127.0.0.1:8787', rateLimitPerMinute: 1000, bodyLimitBytes: 1024 }, log: silentLogger }));
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const other = new Agent({ keepAlive: true, maxSockets: 1 });
    const steps: string[] = [];
    let releaseJobs: () => void = () => undefined;
    const jobsDrained = new Promise<void>((resolve) => (releaseJobs = resolve));
    const stop = processStopper({
      readiness: { stop: () => (steps.push('unready'), services.readiness.stop()) },
      http: { stop: () => (steps.push('http drain'), drain.stop().then(() => void steps.push('http closed'))) },
      jobs: {
        drain: () => (steps.push('jobs drain'), jobsDrained.then(() => void steps.push('jobs drained'))),
        stop: async () => void steps.push('job queue closed'),
      },
      then: [async () => void steps.push('pool closed')],
    });
    try {
      expect((await get(port, agent, '/readyz')).status).toBe(200);
      // A second client's kept-alive connection, idle when the stop begins.
      expect((await get(port, other, '/healthz')).status).toBe(200);
      const stopping = stop();
      expect(steps).toEqual(['unready', 'http drain', 'jobs drain']);
      const ready = await get(port, agent, '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.connection).toBe('close');
      expect(JSON.parse(ready.body)).toMatchObject({ message: expect.stringMatching(/^not ready: stopping/) as unknown });
      const healthy = await get(port, other, '/healthz');
      expect(healthy).toMatchObject({ status: 200, connection: 'close' });
      // Jobs still running: nothing is closed yet, whatever the HTTP side did.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(steps).not.toContain('job queue closed');
      releaseJobs();
      await stopping;
      expect(steps.slice(-2)).toEqual(['job queue closed', 'pool closed']);
      expect(steps.indexOf('http closed')).toBeLessThan(steps.indexOf('job queue closed'));
      expect(stop()).toBe(stopping);
    } finally {
      agent.destroy();
      other.destroy();
      server.closeAllConnections();
    }
  });
});
