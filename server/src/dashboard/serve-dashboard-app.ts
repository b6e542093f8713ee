import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';

/** `packages/dashboard/dist`, where `pnpm --filter @segue/dashboard build` writes the app. */
export const DASHBOARD_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/dashboard/dist');

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Segue dashboard</title></head>
<body><main><h1>The dashboard is not built yet</h1>
<p>Build it once with <code>pnpm --filter @segue/dashboard build</code>, then reload this page.</p>
</main></body></html>`;

/**
 * The built React app at /dashboard: its files, and index.html for every other path under
 * /dashboard (client-side routes), except the JSON API. Looked up per request, so a build made
 * while the server runs is served without a restart.
 */
export function serveDashboardApp(distDir: string = DASHBOARD_DIST): Router {
  const router = Router();
  const index = path.join(distDir, 'index.html');
  // Vite names built assets by content hash, so they never change under one name.
  router.use('/dashboard/assets', express.static(path.join(distDir, 'assets'), { index: false, immutable: true, maxAge: '365d', redirect: false }));
  router.use('/dashboard', express.static(distDir, { index: false, maxAge: 0, redirect: false }));
  router.get(['/dashboard', '/dashboard/{*rest}'], (req, res, next) => {
    if (req.path.startsWith('/dashboard/api/') || req.path.startsWith('/dashboard/assets/')) {
      next();
      return;
    }
    if (!existsSync(index)) {
      res.status(503).type('html').send(NOT_BUILT);
      return;
    }
    res.set('cache-control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
