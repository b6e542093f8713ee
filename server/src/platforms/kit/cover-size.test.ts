import { describe, expect, it } from 'vitest';
import { COVER_SIZE, pickCover, sizedCoverUrl } from './cover-size';

describe('sizedCoverUrl', () => {
  it('fills Apple templates and resizes pre-sized Apple artwork alike', () => {
    const base = 'https://is1-ssl.mzstatic.com/image/thumb/Music211/v4/f1/91/6e/f1916ecb-0b21-57da-7d60-cd21ae0ff40b/075679614797.jpg';
    expect(sizedCoverUrl(`${base}/{w}x{h}bb.jpg`)).toBe(`${base}/640x640bb.jpg`);
    expect(sizedCoverUrl(`${base}/{w}x{h}{c}.{f}`)).toBe(`${base}/640x640bb.jpg`);
    expect(sizedCoverUrl(`${base}/440x440bb.jpg`)).toBe(`${base}/640x640bb.jpg`);
    expect(sizedCoverUrl(`${base}/100x100bb.jpg`)).toBe(`${base}/640x640bb.jpg`);
    expect(sizedCoverUrl('https://is1-ssl.mzstatic.com/image/thumb/Features/v4/a.png/{w}x{h}SC.DN01.{f}?l=en-US')).toBe(
      'https://is1-ssl.mzstatic.com/image/thumb/Features/v4/a.png/640x640SC.DN01.jpg?l=en-US',
    );
  });

  it("rewrites Deezer's sized CDN URLs and leaves its unsized redirect alone", () => {
    expect(sizedCoverUrl('https://cdn-images.dzcdn.net/images/cover/2e018122cb56986277102d2041a592c8/1000x1000-000000-80-0-0.jpg')).toBe(
      'https://cdn-images.dzcdn.net/images/cover/2e018122cb56986277102d2041a592c8/640x640-000000-80-0-0.jpg',
    );
    expect(sizedCoverUrl('https://e-cdns-images.dzcdn.net/images/artist/f2bc007e9133c946ac3c3907ddc5d2ea/500x500-000000-80-0-0.jpg')).toBe(
      'https://e-cdns-images.dzcdn.net/images/artist/f2bc007e9133c946ac3c3907ddc5d2ea/640x640-000000-80-0-0.jpg',
    );
    expect(sizedCoverUrl('https://api.deezer.com/album/302127/image')).toBe('https://api.deezer.com/album/302127/image');
  });

  it("rewrites Google's size options (YouTube Music art and channel pictures)", () => {
    expect(sizedCoverUrl('https://lh3.googleusercontent.com/abc=w544-h544-l90-rj')).toBe('https://lh3.googleusercontent.com/abc=w640-h640-l90-rj');
    expect(sizedCoverUrl('https://lh3.googleusercontent.com/abc=w120-h120')).toBe('https://lh3.googleusercontent.com/abc=w640-h640');
    expect(sizedCoverUrl('https://yt3.ggpht.com/xyz=s176-c-k-c0x00ffffff-no-rj')).toBe('https://yt3.ggpht.com/xyz=s640-c-k-c0x00ffffff-no-rj');
    expect(sizedCoverUrl('https://yt3.googleusercontent.com/xyz=w120-c-h120-k-c0x00ffffff-no-l90-rj')).toBe('https://yt3.googleusercontent.com/xyz=w640-c-h640-k-c0x00ffffff-no-l90-rj');
    // A wide artist banner is no cover: left at its size.
    expect(sizedCoverUrl('https://lh3.googleusercontent.com/b=w1440-h600-p-l90-rj')).toBe('https://lh3.googleusercontent.com/b=w1440-h600-p-l90-rj');
    expect(sizedCoverUrl('https://yt3.ggpht.com/ytc/abc/photo.jpg')).toBe('https://yt3.ggpht.com/ytc/abc/photo.jpg');
    expect(sizedCoverUrl('https://yt3.ggpht.com/-Fgp8/AAAAI/Wyh1v/s88-c-k-no-mo-rj-c0xffffff/photo.jpg')).toBe('https://yt3.ggpht.com/-Fgp8/AAAAI/Wyh1v/s640-c-k-no-mo-rj-c0xffffff/photo.jpg');
    expect(sizedCoverUrl('https://i.ytimg.com/vi/abc/hqdefault.jpg')).toBe('https://i.ytimg.com/vi/abc/hqdefault.jpg');
  });

  it('leaves URLs that do not name a size as they are, and empty as empty', () => {
    expect(sizedCoverUrl('https://i.scdn.co/image/ab67616d0000b273b2c1565eb3c157f1b0c15338')).toBe('https://i.scdn.co/image/ab67616d0000b273b2c1565eb3c157f1b0c15338');
    expect(sizedCoverUrl(undefined)).toBe('');
    expect(sizedCoverUrl(null)).toBe('');
  });
});

describe('pickCover', () => {
  it(`takes the image of ${COVER_SIZE} px, else the smallest larger one, else the largest`, () => {
    const spotify = [
      { url: 'https://i.scdn.co/image/640', width: 640, height: 640 },
      { url: 'https://i.scdn.co/image/300', width: 300, height: 300 },
      { url: 'https://i.scdn.co/image/64', width: 64, height: 64 },
    ];
    expect(pickCover(spotify)).toBe('https://i.scdn.co/image/640');
    expect(pickCover([...spotify].reverse())).toBe('https://i.scdn.co/image/640');
    // An oblong scan, sized 640 × 638 and 300 × 299, is still the cover.
    expect(pickCover([{ url: 'https://i.scdn.co/image/a', width: 640, height: 638 }, { url: 'https://i.scdn.co/image/b', width: 300, height: 299 }, { url: 'https://i.scdn.co/image/c', width: 64, height: 64 }])).toBe('https://i.scdn.co/image/a');
    const tidalArtist = [160, 320, 480, 750].map((n) => ({ url: `https://resources.tidal.com/images/a/b/${n}x${n}.jpg`, width: n, height: n }));
    expect(pickCover(tidalArtist)).toBe('https://resources.tidal.com/images/a/b/750x750.jpg');
    expect(pickCover(tidalArtist.slice(0, 3))).toBe('https://resources.tidal.com/images/a/b/480x480.jpg');
  });

  it('prefers square images, keeps the first when no size is given, and skips empty entries', () => {
    const frames = [
      { url: 'https://i.ytimg.com/vi/a/hqdefault.jpg', width: 480, height: 360 },
      { url: 'https://i.ytimg.com/vi/a/sddefault.jpg', width: 640, height: 480 },
      { url: 'https://i.ytimg.com/vi/a/maxresdefault.jpg', width: 1280, height: 720 },
    ];
    expect(pickCover(frames)).toBe('https://i.ytimg.com/vi/a/sddefault.jpg');
    expect(pickCover([...frames, { url: 'https://i.ytimg.com/vi/a/square.jpg', width: 300, height: 300 }])).toBe('https://i.ytimg.com/vi/a/square.jpg');
    expect(pickCover([null, { url: 'https://mosaic.scdn.co/640/x', width: null, height: null }])).toBe('https://mosaic.scdn.co/640/x');
    expect(pickCover([])).toBe('');
    expect(pickCover(undefined)).toBe('');
  });

  it('resizes the chosen image where its URL can be', () => {
    const ytm = [
      { url: 'https://lh3.googleusercontent.com/a=w60-h60-l90-rj', width: 60, height: 60 },
      { url: 'https://lh3.googleusercontent.com/a=w544-h544-l90-rj', width: 544, height: 544 },
    ];
    expect(pickCover(ytm)).toBe('https://lh3.googleusercontent.com/a=w640-h640-l90-rj');
  });
});
