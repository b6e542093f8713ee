/**
 * One size for every cover and picture Segue answers with, whatever size the platform's body
 * names: 640 × 640 px, the largest size every platform serves (Spotify's largest album image,
 * TIDAL's `640x640` file, Apple Music's and Deezer's image servers at any size, YouTube Music's
 * art at any size). docs/platforms.md documents it ("Covers").
 *
 * Two ways to get there, and every mapper uses one of them:
 * - `sizedCoverUrl`: a URL whose host names the size in it is rewritten to this size (Apple
 *   Music's `{w}x{h}` templates and pre-sized `…/440x440bb.jpg` alike, Deezer's
 *   `…/1000x1000-000000-80-0-0.jpg`, Google's `=w544-h544` and `=s176` suffixes);
 * - `pickCover`: from a list of fixed sizes (Spotify's `images`, TIDAL's artwork files, YouTube's
 *   thumbnails), the one of this size, else the smallest larger one (scaled down sharp), else the
 *   largest; then `sizedCoverUrl`, for lists of URLs that can still be resized.
 */
export const COVER_SIZE = 640;

/** One image of a list, as the platforms describe them (sizes unknown on some). */
export interface SizedImage {
  url: string;
  width?: number | null | undefined;
  height?: number | null | undefined;
}

/** Apple Music's image server: `…/image/thumb/…/{w}x{h}{c}.{f}`, or the same with the size filled in (`440x440bb.jpg`). */
const APPLE_HOST_RE = /^https?:\/\/[a-z0-9-]+\.mzstatic\.com\/image\/thumb\//i;
/** The size at the start of the last path segment: `{w}x{h}` or `440x440`. */
const APPLE_SIZE_RE = /\/(?:\{w\}|\d+)x(?:\{h\}|\d+)(?=[^/]*$)/;
/** Deezer's CDN: `…/images/{kind}/{md5}/{n}x{n}-000000-80-0-0.jpg`, any size on request. */
const DEEZER_RE = /^(https?:\/\/[a-z0-9-]+\.dzcdn\.net\/images\/[a-z_]+\/[0-9a-f]+\/)\d+x\d+(-[^/]*)$/i;
/** Google's image servers (YouTube Music art and channel pictures): a size option list after `=`. */
const GOOGLE_HOST_RE = /^https?:\/\/(?:lh\d\.googleusercontent\.com|yt\d\.googleusercontent\.com|yt\d\.ggpht\.com)\//i;

/**
 * The same image at `COVER_SIZE` where the URL names its size, else the URL as it is. Apple's
 * crop and format placeholders (`{c}`, `{f}`) become the square crop and JPEG
 * (https://developer.apple.com/documentation/applemusicapi/artwork).
 */
export function sizedCoverUrl(url: string | null | undefined): string {
  if (!url) return '';
  if (APPLE_HOST_RE.test(url) || url.includes('{w}')) {
    return url.replace(APPLE_SIZE_RE, `/${COVER_SIZE}x${COVER_SIZE}`).replaceAll('{c}', 'bb').replaceAll('{f}', 'jpg');
  }
  const deezer = DEEZER_RE.exec(url);
  if (deezer) return `${deezer[1]!}${COVER_SIZE}x${COVER_SIZE}${deezer[2]!}`;
  if (GOOGLE_HOST_RE.test(url)) return googleSized(url);
  return url;
}

/**
 * Google's size options after the last `=`, dash-separated: `w544-h544-l90-rj` (album art),
 * `w120-c-h120-k-…`, `s176-c-k-c0x00ffffff-no-rj` (channel pictures); `s` bounds the longer side
 * (https://developers.google.com/people/image-sizing). A wide banner (`w1440-h600`) keeps its
 * size: forcing it square would crop or letterbox an artist's header.
 */
function googleSized(url: string): string {
  const eq = url.lastIndexOf('=');
  // The older form puts the options in the path before the file name (`…/s88-c-k-no-mo-rj-c0xffffff/photo.jpg`,
  // channel pictures in packages/recorded/data/youtube/subscriptions-mine-page-1.json).
  if (eq < 0 || url.includes('/', eq)) return url.replace(/\/s\d+(?=(?:-[^/]*)?\/[^/]+$)/, `/s${COVER_SIZE}`);
  const options = url.slice(eq + 1).split('-');
  const size = (key: string) => Number(options.find((o) => o[0] === key && /^\d+$/.test(o.slice(1)))?.slice(1));
  const [w, h] = [size('w'), size('h')];
  if (Number.isFinite(w) && Number.isFinite(h) && Math.abs(w - h) > w * 0.05) return url;
  const sized = options.map((o) => (/^[whs]\d+$/.test(o) ? `${o[0]!}${COVER_SIZE}` : o));
  return `${url.slice(0, eq + 1)}${sized.join('-')}`;
}

/**
 * Square within a few pixels: Spotify sizes covers of a slightly oblong scan 640 × 638 and
 * 300 × 299 (packages/recorded/data/spotify/search-tracks-uptown.json); a video frame is 4:3 or 16:9.
 */
const squarish = (image: SizedImage) => image.height === undefined || image.height === null || Math.abs(image.width! - image.height) <= image.width! * 0.05;

/**
 * The image of a list at `COVER_SIZE` (see the module's comment). Square images are preferred
 * where the list has some (a cover among wider frames). A list that gives no widths keeps its
 * first image: the platforms list the largest first where they leave sizes out.
 */
export function pickCover(images: ReadonlyArray<SizedImage | null | undefined> | null | undefined): string {
  const present = (images ?? []).filter((image): image is SizedImage => Boolean(image?.url));
  const sized = present.filter((image) => typeof image.width === 'number' && image.width > 0);
  if (sized.length === 0) return sizedCoverUrl(present[0]?.url);
  const square = sized.filter(squarish);
  const pool = (square.length > 0 ? square : sized).sort((a, b) => a.width! - b.width!);
  const chosen = pool.find((image) => image.width! >= COVER_SIZE) ?? pool[pool.length - 1]!;
  return sizedCoverUrl(chosen.url);
}
