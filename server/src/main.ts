/**
 * `pnpm start` (HTTP server) and `pnpm worker` (`main.ts worker`: a process for background jobs
 * only). Both open the same database, run migrations and stop cleanly on SIGINT/SIGTERM.
 */
import type { Server } from 'node:http';
import { ConfigError, loadConfig, type Config } from './config';
import { createApp } from './composition/create-app';
import { startJobQueue, type JobQueue } from './composition/start-job-queue';
import { boot, type Runtime } from './composition/boot';
import { exitOnSignals, once } from './runtime/graceful-shutdown';
import { createLogger, describeError } from './runtime/logger';
import { registerLinkingJobs } from './linking/linking-jobs';
import { registerWebhookJobs } from './webhooks/webhook-jobs';
import { startSandboxMode } from './sandbox/start-sandbox-mode';

function listen(runtime: Runtime, config: Config): Promise<Server> {
  const app = createApp({ services: runtime.services, pool: runtime.database.pool, config, log: runtime.log });
  return new Promise((resolve, reject) => {
    const server = app.listen(config.port, (error?: Error) => (error ? reject(error) : resolve(server)));
    // A client that sends its headers or body slowly gets a 408 instead of holding a socket:
    // headers within 10 s, the whole request within 30 s.
    server.headersTimeout = 10_000;
    server.requestTimeout = 30_000;
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections with no request in flight would hold close() open.
    server.closeIdleConnections();
  });
}

/** Playlist, webhook and token-refresh queues; `segue worker` and the server both work them. */
async function registerJobs(runtime: Runtime, config: Config, jobs: JobQueue): Promise<void> {
  const { conversion, webhooks, linking } = runtime.services;
  await registerWebhookJobs(jobs.boss, webhooks, runtime.log, { work: true, allowPrivate: config.sandbox || config.webhookAllowPrivate });
  await conversion.registerJobs(jobs.boss, runtime.log, { work: true, onSettled: (taskId) => webhooks.taskSettled(taskId) });
  await registerLinkingJobs(jobs.boss, linking, runtime.log, { work: true });
}

async function main(): Promise<void> {
  const mode = process.argv[2] === 'worker' ? 'worker' : 'server';
  let config = loadConfig(process.env);
  const log = createLogger();
  // The simulators start first: everything built after this sees their URLs.
  const sandbox = mode === 'server' && config.sandbox ? await startSandboxMode(config, log) : undefined;
  if (sandbox) config = sandbox.config;
  const runtime = await boot(config, log);

  const http: { server?: Server; jobs?: JobQueue } = {};
  // The HTTP server first (in-flight requests finish), the job queue (running jobs finish),
  // the simulators, then the pool, then embedded PostgreSQL if this process started it.
  const shutdown = once(async () => {
    if (http.server) await closeServer(http.server);
    await http.jobs?.stop();
    await sandbox?.close();
    await runtime.close();
  });
  exitOnSignals(shutdown, log);

  if (mode === 'worker') {
    // pg-boss keeps the process alive; handlers arrive with the features that need background
    // work (playlist conversion, webhooks, token refresh).
    http.jobs = await startJobQueue(runtime.database.url, log);
    await registerJobs(runtime, config, http.jobs);
    log.info('worker ready', { database: config.databaseUrl ? 'external' : 'embedded' });
    return;
  }

  // The server works the queues too, so one process is a complete install.
  http.jobs = await startJobQueue(runtime.database.url, log);
  await registerJobs(runtime, config, http.jobs);
  http.server = await listen(runtime, config);
  const address = http.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // PORT=0 (tests, benchmarks) only knows its port now.
  const baseUrl = config.port === 0 ? `http://127.0.0.1:${port}` : config.publicUrl;
  if (config.port === 0) runtime.services.conversion.setPublicUrl(baseUrl);
  if (sandbox) {
    const file = await sandbox.publish(runtime.services, baseUrl);
    log.info('sandbox ready: keys and simulator URLs written', { file });
  }
  log.info('segue listening', { port, url: baseUrl, docs: `${baseUrl}/docs` });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`segue: ${error.message}\n`);
  } else {
    process.stderr.write(`segue: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    createLogger().error('start failed', describeError(error));
  }
  process.exit(1);
});
