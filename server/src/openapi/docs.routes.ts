import { Router, static as serveStatic } from 'express';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import { buildOpenApi } from './build-openapi';
import type { RouteDoc } from './route-doc';

// Our own page and initializer instead of swagger-ui-dist's index.html, whose initializer points
// at the Petstore demo. Everything is served from this server: /docs works offline.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Segue API</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/segue-init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** `/openapi.json` (built once, on first request) and the Swagger UI at `/docs`. */
export function docsRoutes(routeDocs: () => RouteDoc[], serverUrl: string): Router {
  const router = Router();
  let document: unknown;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApi(routeDocs(), serverUrl);
    res.json(document);
  });
  router.get(['/docs', '/docs/', '/docs/index.html'], (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/docs/segue-init.js', (_req, res) => {
    res.type('js').send(INIT);
  });
  router.use('/docs', serveStatic(getAbsoluteFSPath(), { index: false, fallthrough: true }));
  return router;
}
