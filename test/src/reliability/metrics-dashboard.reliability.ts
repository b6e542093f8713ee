/**
 * The Grafana dashboard (docs/grafana/segue.json) fed by a sandbox run under load: a server and a
 * worker with metrics on, conversions from eight clients at once (cached and not), playlist tasks
 * with webhooks, and a spell of Deezer 429s, scraped every 2 s. No Grafana or Prometheus runs
 * here, so the dashboard's own PromQL is evaluated on the scrapes (mini-promql.ts) and its panels
 * drawn into a page that Chromium screenshots: `metrics-dashboard.png` in SCREENSHOTS_DIR
 * (`SEGUE_SCREENSHOTS_DIR=docs/screenshots` refreshes the one docs/metrics.md shows). Every
 * metric a panel reads must exist, and the panels this run feeds must have data.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GroundTruth } from '@segue/sandbox';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR } from '../support/server-process';
import { metricNames, parsePromql, type Round } from '../metrics-dashboard/mini-promql';
import { panelData, renderDashboard, type Dashboard } from '../metrics-dashboard/render-panels';
import { samplesOf } from '../metrics-dashboard/scrape-rounds';
import { catalogPlaylists } from './support/catalog-playlists';
import { scrapeMetrics } from './support/scrape-metrics';
import { startSegueEnv, type SegueEnv } from './support/segue-env';
import { sleep, startTask } from './support/task-checks';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const TOKEN = 'dashboard-scrape-token-0123456789';
const DASHBOARD = path.resolve(import.meta.dirname, '../../../docs/grafana/segue.json');
// Half a minute: enough points for every panel's line; the full run's time is counted in minutes.
const RUN_MS = 30_000;
const SCRAPE_MS = 1_500;

let env: SegueEnv;
let receiver: WebhookReceiver;

beforeAll(async () => {
  const latency = { latencyMs: 30, jitterMs: 20 };
  env = await startSegueEnv({
    sandbox: { faults: { spotify: latency, applemusic: latency, deezer: latency, tidal: latency, ytmusic: latency } },
    env: { SEGUE_METRICS_TOKEN: TOKEN, SEGUE_METRICS_PORT: '0' },
  });
  receiver = await startWebhookReceiver(50);
  const { secret } = await env.admin.services.apps.setWebhook(env.apps.a.id, receiver.url);
  receiver.setSecret(secret!);
});

afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

describe('the Grafana dashboard', () => {
  it('draws every panel from a server and a worker under load', async () => {
    const dashboard = JSON.parse(await readFile(DASHBOARD, 'utf8')) as Dashboard;
    const worker = await env.start('worker');
    const ready = worker.output().split('\n').find((line) => line.includes('"worker ready"'))!;
    const workerUrl = `http://127.0.0.1:${(JSON.parse(ready) as { metrics_port: number }).metrics_port}`;
    const server = await env.start('server');
    const targets = [server.url!, workerUrl];

    const truth = (await (await fetch(env.sandbox.catalogUrl)).json()) as GroundTruth;
    const links = truth.recordings.flatMap((r) => (r.platforms.spotify ? [r.platforms.spotify.url] : [])).slice(0, 400);
    const playlists = await catalogPlaylists(env.sandbox.catalogUrl, 'deezer', 10, 60);
    const stopAt = Date.now() + RUN_MS;
    const rounds: Round[] = [];

    // Eight clients: half the time a track converted before (the caches answer), half a new one.
    let next = 0;
    const client = async () => {
      while (Date.now() < stopAt) {
        const url = Math.random() < 0.5 && next > 10 ? links[Math.floor(Math.random() * next)]! : links[next++ % links.length]!;
        await fetch(`${server.url}/v1/entity/convert`, {
          method: 'POST',
          headers: { 'x-segue-public-key': env.apps.a.publicKey, 'content-type': 'application/json' },
          body: JSON.stringify({ url, target_platform: 'all' }),
        }).then((reply) => reply.arrayBuffer(), () => undefined);
      }
    };
    const tasks = async () => {
      for (let n = 0; Date.now() < stopAt - 10_000 && n < playlists.length; n++) {
        await startTask(server.url!, env.apps.a.publicKey, playlists[n]!, n % 2 ? 'tidal' : 'spotify');
        await sleep(2_000);
      }
    };
    // A third of the way in, Deezer allows 2 requests per second for 8 s.
    const faults = async () => {
      await sleep(RUN_MS / 3);
      env.sandbox.setFaults('deezer', { latencyMs: 30, jitterMs: 20, rateLimit: { requests: 2, windowMs: 1_000 } });
      await sleep(8_000);
      env.sandbox.setFaults('deezer', { latencyMs: 30, jitterMs: 20 });
    };
    const scrapes = async () => {
      // On a busy machine the first task may finish late: scrape on (a minute at most) until a webhook went out.
      while (Date.now() < stopAt + SCRAPE_MS || (receiver.received.length === 0 && Date.now() < stopAt + 60_000)) {
        const at = Date.now();
        const scraped = await Promise.all(targets.map((base) => fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((reply) => reply.text())));
        rounds.push({ at, samples: scraped.flatMap((text, n) => samplesOf(text, { instance: new URL(targets[n]!).host, job: 'segue' })) });
        await sleep(SCRAPE_MS - (Date.now() - at));
      }
    };
    await Promise.all([...Array.from({ length: 8 }, client), tasks(), faults(), scrapes()]);

    // Every metric a panel reads exists in what the processes serve.
    const served = new Set(rounds.at(-1)!.samples.map((sample) => sample.name));
    const families = new Set((await scrapeMetrics(server.url!, TOKEN)).families.map((family) => family.name));
    const unknown = dashboard.panels
      .flatMap((panel) => (panel.targets ?? []).flatMap((target) => metricNames(parsePromql(target.expr))))
      .filter((name) => !served.has(name) && !families.has(name.replace(/_bucket$/, '')));
    expect(unknown).toEqual([]);
    // Panels this run feeds have data (transfers, syncs, open circuits and the like may stay empty).
    const empty = panelData(dashboard, rounds)
      .filter((entry) => entry.lines.every((line) => line.values.every((value) => !Number.isFinite(value))))
      .map((entry) => entry.panel.title);
    for (const title of ['Requests/s by route', 'p95 latency by route', 'Conversions/s by outcome', 'Platform requests/s by outcome', 'Retries/s by platform and reason', 'Jobs by queue and state', 'Tasks by kind and state', 'Webhook deliveries/s by outcome', 'CPU per process', 'Platform 429s/s']) {
      expect(empty, title).not.toContain(title);
    }

    const note =
      `A rendering of the panels of docs/grafana/segue.json (not Grafana): each panel's PromQL evaluated on ${rounds.length} scrapes of a sandbox server and worker, ` +
      `every ${SCRAPE_MS / 1000} s for ${RUN_MS / 1000} s, under eight converting clients, playlist tasks with webhooks and a spell of Deezer 429s.`;
    const html = renderDashboard(dashboard, rounds, note);
    await mkdir(SCREENSHOTS_DIR, { recursive: true });
    const browser = await chromium.launch({
      executablePath: process.env.SEGUE_CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1616, height: 900 } });
      await page.setContent(html);
      expect(await page.locator('.panel').count()).toBe(dashboard.panels.filter((panel) => panel.type !== 'row').length);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'metrics-dashboard.png'), fullPage: true });
    } finally {
      await browser.close();
    }
  });
});
