import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMiddleware } from '../http/error-middleware';
import { silentLogger } from '../runtime/logger';
import { shareRoutes } from './share.routes';
import { createShareService } from './share.service';
import type { SharePage, ShortLinkRepository } from './short-link.repository';

const PUBLIC_URL = 'https://segue.example';
const PAGE: SharePage = {
  entity: 'track',
  title: 'Paper Tide',
  subtitle: 'Crystal Feather',
  cover: 'https://i.scdn.co/image/ab67616d0000b273e319baafd16e84f0408af2a0',
  links: { spotify: 'https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr' },
};
// The one short link this store knows.
const store = { find: async (id: string) => (id === 'AbCd1234' ? PAGE : undefined) } as unknown as ShortLinkRepository;
const shares = createShareService(store, PUBLIC_URL);

describe('oEmbed', () => {
  it('answers a rich card for one of this server’s share pages: an iframe of its embed page, its size and thumbnail', async () => {
    const answer = await shares.oembed({ url: `${PUBLIC_URL}/s/AbCd1234`, format: 'json' });
    expect(answer).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: 'Segue',
      provider_url: PUBLIC_URL,
      title: 'Paper Tide – Crystal Feather',
      author_name: 'Crystal Feather',
      html: `<iframe src="${PUBLIC_URL}/s/AbCd1234/embed" width="480" height="152" title="Paper Tide – Crystal Feather on Segue" style="border:0;border-radius:14px" loading="lazy" allow="autoplay; clipboard-write"></iframe>`,
      width: 480,
      height: 152,
      thumbnail_url: PAGE.cover,
      thumbnail_width: 640,
      thumbnail_height: 640,
      cache_age: 86400,
    });
  });

  it('keeps the card within maxwidth and maxheight', async () => {
    const answer = await shares.oembed({ url: `${PUBLIC_URL}/s/AbCd1234/`, maxwidth: 300, maxheight: 1000 });
    expect([answer.width, answer.height]).toEqual([300, 152]);
    expect(answer.html).toContain('width="300" height="152"');
  });

  it.each([
    ['another site', 'https://evil.example/s/AbCd1234'],
    ['this host on another scheme', 'http://segue.example/s/AbCd1234'],
    ['this host on another port', 'https://segue.example:8443/s/AbCd1234'],
    ['credentials before the host', 'https://segue.example@evil.example/s/AbCd1234'],
    ['a page that is no share page', `${PUBLIC_URL}/docs`],
    ['a platform link', 'https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr'],
    ['no URL at all', 'not a url'],
  ])('refuses %s with a 400 that says what it takes', async (_name, url) => {
    await expect(shares.oembed({ url })).rejects.toMatchObject({
      code: 'EBADREQUEST',
      status: 400,
      message: `url must be a share page of this server, ${PUBLIC_URL}/s/{id}: ${url} is not one`,
    });
  });

  it('answers 404 for a share page that does not exist, and 501 for a format other than JSON', async () => {
    await expect(shares.oembed({ url: `${PUBLIC_URL}/s/Zz999999` })).rejects.toMatchObject({ code: 'ENOTFOUND', status: 404 });
    await expect(shares.oembed({ url: `${PUBLIC_URL}/s/AbCd1234`, format: 'xml' })).rejects.toMatchObject({ status: 501 });
  });
});

describe('GET /oembed and the embeddable card over HTTP', () => {
  let base = '';
  let close: () => void = () => {};
  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      // As helmet does for every page of the server.
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      next();
    });
    app.use(shareRoutes({ shares }));
    app.use(errorMiddleware(silentLogger));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers the bare oEmbed JSON, and a foreign URL with the error envelope', async () => {
    const ok = await fetch(`${base}/oembed?url=${encodeURIComponent(`${PUBLIC_URL}/s/AbCd1234`)}&format=json`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await ok.json()).toMatchObject({ type: 'rich', version: '1.0' });

    const foreign = await fetch(`${base}/oembed?url=${encodeURIComponent('https://evil.example/s/AbCd1234')}`);
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({
      error: 'EBADREQUEST',
      message: `url must be a share page of this server, ${PUBLIC_URL}/s/{id}: https://evil.example/s/AbCd1234 is not one`,
      status: 400,
    });
    const missing = await fetch(`${base}/oembed`);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/url/);
  });

  it('serves the card framable by any site, and the page framable by none', async () => {
    const card = await fetch(`${base}/s/AbCd1234/embed`);
    expect(card.status).toBe(200);
    expect(card.headers.get('x-frame-options')).toBeNull();
    expect(card.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(await card.text()).toContain('<h1><a href="https://segue.example/s/AbCd1234" target="_blank" rel="noopener">Paper Tide</a></h1>');
    const page = await fetch(`${base}/s/AbCd1234`);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(`${base}/s/AbCd1234/deezer`)).status).toBe(404);
  });
});
