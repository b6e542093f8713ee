import type { Config } from '../config';
import { playlistSender } from '../tasks/playlist-jobs';
import { syncSender } from '../syncs/sync-jobs';
import { transferSender } from '../transfers/transfer-jobs';
import { loadSecretKey } from '../crypto/secret-key';
import { createSecretBox } from '../crypto/secret-box';
import { openDatabase, type Database } from '../db/open-database';
import { createServices, type Services } from './create-services';
import { sandboxShortLinkResolver } from '../sandbox/sandbox-short-links';
import { startJobQueue, type JobQueue } from './start-job-queue';
import type { Logger } from '../runtime/logger';
import type { Observer } from '../metrics/observer';

export interface Runtime {
  config: Config;
  database: Database;
  services: Services;
  log: Logger;
  /** The job queue, in a process booted with `jobQueue` (the server and the worker). */
  jobs?: JobQueue;
  /** Closes the pool and stops embedded PostgreSQL if this process started it (the job queue is stopped by its owner first). */
  close(): Promise<void>;
}

/**
 * Everything a Segue process needs before it serves: database, migrations, key, job queue when
 * asked for, services. `config.publicUrl` must be final: a server on `PORT=0` binds first.
 */
export async function boot(config: Config, log: Logger, options: { jobQueue?: boolean; observer?: Observer } = {}): Promise<Runtime> {
  const key = await loadSecretKey(config.secretKey, config.dataDir);
  const database = await openDatabase(config, log);
  // Before the services: playlist tasks and webhook deliveries are queued on it.
  const jobs = options.jobQueue ? await startJobQueue(database.url, log) : undefined;
  const services = createServices(
    { pool: database.pool, box: createSecretBox(key), platformUrls: config.platformUrls, publicUrl: config.publicUrl, trustProxy: config.trustProxy, log },
    {
      sendTask: jobs && playlistSender(jobs.boss),
      ...(jobs ? { sendTransfer: transferSender(jobs.boss), sendSync: syncSender(jobs.boss) } : {}),
      webhookQueue: jobs?.boss,
      tasksPerApp: config.tasksPerApp,
      chunkTracks: config.taskChunkTracks,
      ...(options.observer ? { observer: options.observer } : {}),
      ...(config.shortenerUrl === undefined ? {} : { resolveShortLink: sandboxShortLinkResolver(config.shortenerUrl) }),
    },
  );
  // Before the first request: the caches serve entries only while the feed hears every change.
  await services.changes.start();
  const close = async () => {
    // Counters still in memory are written before the pool goes.
    await services.usage.close();
    // Rate-limit points this process claimed and did not spend go back to the shared windows.
    await services.rateLeases.close();
    await services.changes.close();
    await services.platforms.close();
    await database.close();
  };
  return { config, database, services, log, jobs, close };
}
