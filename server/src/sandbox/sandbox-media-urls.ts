import type { RequestHandler } from 'express';

/**
 * In sandbox mode the catalog's covers and preview clips keep the platforms' real addresses
 * (`https://i.scdn.co/image/…`, as the simulators answer, real wire format), and the simulators
 * serve them at the same paths on loopback ports. What a browser is given is rebased onto the
 * simulator, as `rebaseUrl` does for API paging links: the host goes, the path and query stay.
 * Stored rows keep the real addresses, so a restart (new ports) breaks nothing.
 */
export interface SandboxMedia {
  /** The URL on its simulator when its host is one the sandbox serves, else as given. */
  rebase(url: string): string;
  /** Every such URL in a text (a JSON body) rebased. */
  rebaseText(text: string): string;
  /** The simulators' origins, for the share pages' Content-Security-Policy. */
  origins: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `hosts`: real media host (`i.scdn.co`) → the simulator's base URL serving it (`http://127.0.0.1:41234`). */
export function sandboxMedia(hosts: Record<string, string>): SandboxMedia {
  const names = Object.keys(hosts);
  const pattern = names.length === 0 ? undefined : new RegExp(`https://(${names.map(escapeRegExp).join('|')})/`, 'g');
  const replace = (text: string) => (pattern ? text.replace(pattern, (_, host: string) => `${hosts[host]!.replace(/\/+$/, '')}/`) : text);
  return {
    // `replace` touches only the served hosts' `https://{host}/` prefixes, a URL's own among them.
    rebase: replace,
    rebaseText: replace,
    origins: [...new Set(Object.values(hosts).map((base) => new URL(base).origin))],
  };
}

/**
 * Rebases every served JSON body's media URLs onto the simulators (sandbox mode only), so what
 * the API answers (covers in conversions, lookups, libraries, tasks) shows in the extension's
 * popup and the dashboard with no image host reachable. One seam for every route; a body with
 * nothing to rebase is sent untouched.
 */
export function rebaseJsonMedia(media: SandboxMedia): RequestHandler {
  return (_req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if ((typeof body === 'string' || Buffer.isBuffer(body)) && /json/i.test(String(res.get('content-type') ?? ''))) {
        const text = body.toString();
        const rebased = media.rebaseText(text);
        if (rebased !== text) {
          // The ETag and length were of the body before: Express works them out again.
          res.removeHeader('ETag');
          res.removeHeader('Content-Length');
          return send(Buffer.isBuffer(body) ? Buffer.from(rebased, 'utf8') : rebased);
        }
      }
      return send(body);
    };
    next();
  };
}
