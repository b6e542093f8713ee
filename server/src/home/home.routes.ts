import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { AppError } from '../errors/app-error';

/** The repository's README, two folders up from server/src/home (and from the server's bundle in server/dist/bin). */
export const README_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Segue</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #1d1d1f; }
  a { color: #0a58ca; }
  li { margin: 0.4rem 0; }
  code { font-size: 0.9em; }
</style>
</head>
<body>
<h1>Segue is running</h1>
<p>An open music link service: this server answers the Segue API.</p>
<ul>
  <li><a href="/dashboard">Dashboard</a>: sign up, create apps and keys, add platform integrations.</li>
  <li><a href="/docs">API reference</a> (the <a href="/openapi.json">OpenAPI 3.1 document</a>).</li>
  <li><a href="/readme">README</a>: what Segue does, sandbox mode and a first hour, an example of each capability, and the guides in <code>docs/</code> (the API, linking, the <code>segue</code> CLI, self-hosting).</li>
  <li><a href="/healthz">Health</a>: whether the server reaches its database.</li>
</ul>
</body>
</html>
`;

/**
 * `GET /`: a page for whoever opens the server's address in a browser, linking what there is to
 * see, instead of a JSON 404. Plain links to this server's own paths: nothing is redirected.
 */
export function homeRoutes(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.type('html').send(PAGE);
  });
  let readme: Promise<string> | undefined;
  router.get('/readme', async (_req, res) => {
    readme ??= readFile(README_FILE, 'utf8');
    let text: string;
    try {
      text = await readme;
    } catch {
      readme = undefined;
      throw new AppError('ENOTFOUND', 'this installation has no README.md');
    }
    // Shown as text: the Markdown is read, not rendered.
    res.type('text/plain; charset=utf-8').send(text);
  });
  return router;
}
