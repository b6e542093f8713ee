import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The hosts the browser is told live on this page server: a blog, the page a right-click starts
 * from on a site Segue has no content script on. The platforms' own pages are the sandbox's
 * (`platform_pages_url` in sandbox.json), at their real hosts through the flags it gives.
 */
export const PAGE_HOSTS = ['blog.example'] as const;

/** The platforms' image CDNs, answered with a drawn cover so the popup shows one offline. */
export const IMAGE_HOSTS = [
  'i.scdn.co',
  'image-cdn-ak.spotifycdn.com',
  'is1-ssl.mzstatic.com',
  'cdn-images.dzcdn.net',
  'resources.tidal.com',
  'lh3.googleusercontent.com',
] as const;

function coverSvg(seed: string): string {
  const hue = [...seed].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/>
<stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#g)"/><circle cx="150" cy="150" r="70" fill="none" stroke="#fff8" stroke-width="14"/></svg>`;
}

export interface PlatformPages {
  port: number;
  /** `--host-resolver-rules` sending every page host to this server. */
  hostResolverRules: string;
  /** base64 SHA-256 of the certificate's public key, for Chromium's `--ignore-certificate-errors-spki-list`. */
  spkiHash: string;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer; spkiHash: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'segue-e2e-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=segue-e2e', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' });
  const pem = readFileSync(cert);
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { key: readFileSync(key), cert: pem, spkiHash: createHash('sha256').update(spki).digest('base64') };
}

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The blog: every path answers a small HTML page naming its address; `?link=` adds a link to that URL. */
function pageFor(host: string, url: URL): string {
  const link = url.searchParams.get('link');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(host + url.pathname)}</title>
<style>body{font:16px system-ui;margin:40px;background:#f4f4f6}main{max-width:640px}</style></head>
<body><main><h1>${escape(host)}</h1><p>${escape(url.pathname)}</p>
${link ? `<p>Listen: <a id="music-link" href="${escape(link)}">${escape(link)}</a></p>` : ''}</main></body></html>`;
}

/** Starts the HTTPS page server on a free port (TLS: the platforms' sites are HTTPS-only). */
export async function startPlatformPages(): Promise<PlatformPages> {
  const certificate = selfSignedCertificate();
  const server: Server = createServer(certificate, (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const url = new URL(req.url ?? '/', `https://${host}`);
    if ((IMAGE_HOSTS as readonly string[]).includes(host)) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(coverSvg(url.pathname));
      return;
    }
    if (url.pathname === '/favicon.ico') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageFor(host, url));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    hostResolverRules: [...PAGE_HOSTS, ...IMAGE_HOSTS].map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', '),
    spkiHash: certificate.spkiHash,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
