/**
 * A simulator's media host: the covers and preview clips the catalog's answers point at, drawn
 * from the URL's path so the same address always gives the same picture or tone, with nothing
 * stored and nothing fetched. Each platform lists its real path shapes (a path of another shape
 * is a 404, as on the real host); the server is served on loopback, and the Segue server rebases
 * the real hosts onto it in sandbox mode.
 */
import type { RequestListener } from 'node:http';
import { stableHash, stableHex } from './stable-hash';

export interface MediaRoute {
  /** The path (without the query) of one kind of media on the real host. */
  path: RegExp;
  kind: 'image' | 'audio';
  /** An image's side in pixels, from the path's match (the size in the URL); 640 when the URL names none. */
  size?: (match: RegExpExecArray) => number;
}

/** A square SVG cover: a diagonal gradient, a disc and rings, colours fixed by `seed`. */
export function coverSvg(seed: string, size: number): string {
  const hex = stableHex(`cover:${seed}`, 24);
  const hue = stableHash(seed) % 360;
  const second = (hue + 40 + (stableHash(`${seed}:h`) % 140)) % 360;
  const rings = 2 + (parseInt(hex.slice(0, 2), 16) % 4);
  const cx = 30 + (parseInt(hex.slice(2, 4), 16) % 40);
  const cy = 30 + (parseInt(hex.slice(4, 6), 16) % 40);
  const circles = Array.from({ length: rings }, (_, i) => `<circle cx="${cx}" cy="${cy}" r="${8 + i * 9}" fill="none" stroke="#fff" stroke-opacity="${(0.55 - i * 0.1).toFixed(2)}" stroke-width="${2 + (i % 2) * 2}"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${second} 60% 28%)"/></linearGradient></defs>` +
    `<rect width="100" height="100" fill="url(#g)"/>${circles.join('')}<circle cx="${cx}" cy="${cy}" r="4" fill="#fff"/></svg>`
  );
}

/** A short mono WAV tone (8 kHz, 8 bit) with a fade in and out, its pitch fixed by `seed`. */
export function previewWav(seed: string, seconds = 1.5): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const frequency = 220 + (stableHash(`tone:${seed}`) % 440);
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 400, (samples - i) / 400);
    wav[44 + i] = Math.round(128 + 60 * fade * Math.sin((2 * Math.PI * frequency * i) / rate));
  }
  return wav;
}

/** The listener: a generated cover or clip for a path of one of `routes`, a 404 for anything else. */
export function mediaServer(routes: readonly MediaRoute[]): RequestListener {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://media.invalid').pathname;
    for (const route of routes) {
      const match = route.path.exec(path);
      if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) continue;
      const body =
        route.kind === 'image' ? Buffer.from(coverSvg(path, Math.max(16, Math.min(3000, route.size?.(match) ?? 640))), 'utf8') : previewWav(path);
      res.writeHead(200, {
        'content-type': route.kind === 'image' ? 'image/svg+xml' : 'audio/wav',
        'content-length': body.length,
        'cache-control': 'public, max-age=86400',
        // Pages of any origin show these, as they do the platforms' own.
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not Found');
  };
}
