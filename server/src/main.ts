/**
 * `pnpm start` (HTTP server) and `pnpm worker` (`main.ts worker`: a process for background jobs
 * only). Both open the same database, run migrations and stop cleanly on SIGINT/SIGTERM.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { ConfigError } from './errors/config-error';
import { createApp } from './composition/create-app';
import { boot } from './composition/boot';
import { registerJobs } from './composition/register-jobs';
import { exitOnSignals } from './runtime/graceful-shutdown';
import { processStopper } from './composition/stop-process';
import { drainOnStop } from './runtime/http-drain';
import { createGuardedServer } from './runtime/slow-clients';
import { createLogger, describeError } from './runtime/logger';
import { startSandboxMode } from './sandbox/start-sandbox-mode';
import { createMetrics } from './composition/create-metrics';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** With `PORT=0` (tests, benchmarks) the default public URL names port 0: it gets the bound one. */
function withPort(publicUrl: string, port: number): string {
  const url = new URL(publicUrl);
  if (url.port !== '0') return publicUrl;
  url.port = String(port);
  return url.toString().replace(/\/+$/, '');
}

async function main(): Promise<void> {
  const mode = process.argv[2] === 'worker' ? 'worker' : 'server';
  let config = loadConfig(process.env);
  const log = createLogger();
  // The simulators start first: everything built after this sees their URLs.
  const sandbox = mode === 'server' && config.sandbox ? await startSandboxMode(config, log) : undefined;
  if (sandbox) config = sandbox.config;

  // The app is attached once the services exist. On port 0 nobody can send a request before the
  // port is known, so the server binds first and the services are built with the final URL; a
  // fixed port is bound only once the app answers.
  // Slow clients are cut off (runtime/slow-clients.ts).
  const server = mode === 'server' ? createGuardedServer() : undefined;
  // First of the server's request listeners: from the stop on, every answer closes its connection.
  const http = server && drainOnStop(server);
  if (server) {
    if (config.port === 0) config = { ...config, publicUrl: withPort(config.publicUrl, await listen(server, 0, config.host)) };
  }

  // Off unless SEGUE_METRICS_TOKEN is set; then the services count their work from the start.
  const metrics = config.metricsToken === undefined ? undefined : createMetrics({ token: config.metricsToken, role: mode, log });
  // The server works the queues too, so one process is a complete install.
  const runtime = await boot(config, log, { jobQueue: true, ...(metrics ? { observer: metrics.observer } : {}) });
  metrics?.attach(runtime);
  let metricsServer: MetricsServer | undefined;
  const { readiness } = runtime.services;
  readiness.expect('job_queue');
  if (sandbox) readiness.expect('sandbox');
  const shutdown = processStopper({
    readiness,
    http,
    jobs: runtime.jobs,
    then: [async () => metricsServer?.close(), async () => sandbox?.close(), () => runtime.close()],
  });
  exitOnSignals(shutdown, log);
  await registerJobs(runtime);
  readiness.ready('job_queue');

  if (!server) {
    // A worker has no HTTP server: its metrics get a port of their own (SEGUE_METRICS_PORT).
    if (metrics) metricsServer = await startMetricsServer({ registry: metrics.registry, token: metrics.token, port: config.metricsPort, host: config.host, log });
    // pg-boss keeps the process alive.
    log.info('worker ready', { database: config.databaseUrl ? 'external' : 'embedded', ...(metricsServer ? { metrics_port: metricsServer.port } : {}) });
    return;
  }

  server.on('request', createApp({ services: runtime.services, pool: runtime.database.pool, config, log, ...(metrics ? { metrics } : {}) }));
  const port = server.listening ? (server.address() as AddressInfo).port : await listen(server, config.port, config.host);
  const baseUrl = config.publicUrl;
  if (sandbox) {
    const file = await sandbox.publish(runtime.services, baseUrl);
    readiness.ready('sandbox');
    log.info('sandbox ready: keys and simulator URLs written', { file, platform_pages: sandbox.platformPagesUrl });
  }
  log.info('segue listening', { host: config.host ?? 'every interface', port, url: baseUrl, dashboard: `${baseUrl}/dashboard`, docs: `${baseUrl}/docs` });
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
