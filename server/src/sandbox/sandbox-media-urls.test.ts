import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendPrepared, prepareJson } from '../http/prepared-json';
import { rebaseJsonMedia, sandboxMedia } from './sandbox-media-urls';

const media = sandboxMedia({ 'i.scdn.co': 'http://127.0.0.1:4001', 'p.scdn.co': 'http://127.0.0.1:4001/', 'cdn-images.dzcdn.net': 'http://127.0.0.1:4002' });

describe('sandboxMedia', () => {
  it('rebases a URL on a host the simulators serve, keeping its path and query, and leaves others', () => {
    expect(media.rebase('https://i.scdn.co/image/ab67?x=1')).toBe('http://127.0.0.1:4001/image/ab67?x=1');
    expect(media.rebase('https://p.scdn.co/mp3-preview/ab')).toBe('http://127.0.0.1:4001/mp3-preview/ab');
    expect(media.rebase('https://i.scdn.co.evil.example/image/ab')).toBe('https://i.scdn.co.evil.example/image/ab');
    expect(media.rebase('https://open.spotify.com/track/1')).toBe('https://open.spotify.com/track/1');
    expect(media.origins).toEqual(['http://127.0.0.1:4001', 'http://127.0.0.1:4002']);
  });
});

describe('rebaseJsonMedia', () => {
  it('rebases the media URLs of every JSON body, prepared or not, with a length that fits', async () => {
    const app = express();
    app.use(rebaseJsonMedia(media));
    app.get('/json', (_req, res) => res.json({ cover: 'https://cdn-images.dzcdn.net/images/cover/ab/640x640-000000-80-0-0.jpg', link: 'https://www.deezer.com/track/1' }));
    app.get('/prepared', (_req, res) => sendPrepared(res, prepareJson('{"cover":"https://i.scdn.co/image/ab"}')));
    app.get('/html', (_req, res) => res.type('html').send('<img src="https://i.scdn.co/image/ab">'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${base}/json`)).json()).toEqual({ cover: 'http://127.0.0.1:4002/images/cover/ab/640x640-000000-80-0-0.jpg', link: 'https://www.deezer.com/track/1' });
      const prepared = await fetch(`${base}/prepared`);
      const text = await prepared.text();
      expect(text).toBe('{"cover":"http://127.0.0.1:4001/image/ab"}');
      expect(prepared.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      // Only JSON: the share pages rebase their own media (and their policy must allow it).
      expect(await (await fetch(`${base}/html`)).text()).toBe('<img src="https://i.scdn.co/image/ab">');
    } finally {
      server.close();
    }
  });
});
