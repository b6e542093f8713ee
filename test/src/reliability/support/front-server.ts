import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { boot, createApp, loadConfig, silentLogger } from '@segue/server';
import type { SegueEnv } from './segue-env';

export interface FrontServer {
  /** Base URL: the API, in this process, on the env's database. */
  url: string;
  close(): Promise<void>;
}

/**
 * A server in the test process that queues playlist tasks but works none (its job queue takes no
 * jobs), so only the env's worker processes run them and a test knows which process can hold one.
 */
export async function startFrontServer(env: SegueEnv): Promise<FrontServer> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const front = await boot({ ...loadConfig(env.env), publicUrl: url }, silentLogger, { jobQueue: true });
  await front.services.conversion.registerJobs(front.jobs!.boss, silentLogger, { work: false });
  server.on('request', createApp({ services: front.services, pool: front.database.pool, config: front.config, log: silentLogger }));
  return {
    url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await front.jobs?.stop().catch(() => undefined);
      await front.close().catch(() => undefined);
    },
  };
}
