import { stableHash, stableHex } from '../platform-kit/stable-hash';

export interface Run {
  text: string;
  navigationEndpoint?: Record<string, unknown>;
}

export const SEPARATOR: Run = { text: ' \u2022 ' };

/** `4:11`, `1:02:03`: the duration text YouTube Music shows. */
export function durationText(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** `3 minutes, 34 seconds` (accessibility labels), `2 hours, 5 minutes` (playlist headers). */
export function durationWords(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h >= 100) return '100+ hours';
  if (h > 0) return `${plural(h, 'hour')}, ${plural(m, 'minute')}`;
  return m > 0 ? `${plural(m, 'minute')}, ${plural(s, 'second')}` : plural(s, 'second');
}

/** Opaque tracking blobs every renderer carries; stable per renderer so responses repeat exactly. */
export function trackingParams(seed: string): string {
  return Buffer.from(stableHex(`tp:${seed}`, 36), 'hex').toString('base64');
}

export function browseEndpoint(browseId: string, pageType: string): Record<string, unknown> {
  return {
    clickTrackingParams: trackingParams(`click:${browseId}`),
    browseEndpoint: { browseId, browseEndpointContextSupportedConfigs: { browseEndpointContextMusicConfig: { pageType } } },
  };
}

/** InnerTube's name for what a video is: a song's art track, an official video, or a user upload. */
export function musicVideoType(videoType: 'omv' | 'ugc' | undefined): string {
  return videoType === 'omv' ? 'MUSIC_VIDEO_TYPE_OMV' : videoType === 'ugc' ? 'MUSIC_VIDEO_TYPE_UGC' : 'MUSIC_VIDEO_TYPE_ATV';
}

/**
 * A link that plays a video; inside a list it carries the list's logging context and player
 * parameters, and `extra` fields such as `playlistSetVideoId` or `index`.
 */
export function watchEndpoint(videoId: string, playlistId?: string, extra: Record<string, unknown> = {}, videoType = 'MUSIC_VIDEO_TYPE_ATV'): Record<string, unknown> {
  return {
    clickTrackingParams: trackingParams(`watch:${videoId}:${playlistId ?? ''}`),
    watchEndpoint: {
      videoId,
      ...(playlistId
        ? {
            playlistId,
            ...extra,
            playerParams: 'iAQB8AUB',
            loggingContext: { vssLoggingContext: { serializedContextData: Buffer.from(`\x1a\x22${playlistId}`).toString('base64') } },
          }
        : extra),
      watchEndpointMusicSupportedConfigs: { watchEndpointMusicConfig: { musicVideoType: videoType } },
    },
  };
}

/** The play button over a row's thumbnail, styled as the web client draws it. */
export function playButton(endpoint: Record<string, unknown>, seed: string, label: string): Record<string, unknown> {
  return {
    musicPlayButtonRenderer: {
      playNavigationEndpoint: endpoint,
      trackingParams: trackingParams(`play:${seed}`),
      playIcon: { iconType: 'PLAY_ARROW' },
      pauseIcon: { iconType: 'PAUSE' },
      iconColor: 4294967295,
      backgroundColor: 0,
      activeBackgroundColor: 0,
      loadingIndicatorColor: 14745645,
      playingIcon: { iconType: 'VOLUME_UP' },
      iconLoadingColor: 0,
      activeScaleFactor: 1,
      buttonSize: 'MUSIC_PLAY_BUTTON_SIZE_SMALL',
      rippleTarget: 'MUSIC_PLAY_BUTTON_RIPPLE_TARGET_SELF',
      accessibilityPlayData: { accessibilityData: { label: `Play ${label}` } },
      accessibilityPauseData: { accessibilityData: { label: `Pause ${label}` } },
    },
  };
}

/** A credited name with its channel: an artist's (or its `- Topic` channel), or an uploader that is no artist (`channel`). */
export interface CreditedChannel {
  name: string;
  id?: string;
  channel?: boolean;
}

/**
 * Artist runs joined the way YouTube Music writes credits: `A & B`, `A, B & C`, each linked to
 * its channel; an uploader's channel opens as a user channel (search-videos-2026-01.json).
 */
export function artistRuns(artists: readonly CreditedChannel[]): Run[] {
  const runs: Run[] = [];
  artists.forEach((artist, i) => {
    if (i > 0) runs.push({ text: i === artists.length - 1 ? ' & ' : ', ' });
    const page = artist.channel ? 'MUSIC_PAGE_TYPE_USER_CHANNEL' : 'MUSIC_PAGE_TYPE_ARTIST';
    runs.push(artist.id ? { text: artist.name, navigationEndpoint: browseEndpoint(artist.id, page) } : { text: artist.name });
  });
  return runs;
}

/** `lh3.googleusercontent.com` thumbnails with the size suffix in the URL. */
export function thumbnails(seed: string, sizes: readonly number[]): { url: string; width: number; height: number }[] {
  const base = Buffer.from(stableHex(`thumb:${seed}`, 60), 'hex').toString('base64url');
  return sizes.map((n) => ({ url: `https://lh3.googleusercontent.com/${base}=w${n}-h${n}-l90-rj`, width: n, height: n }));
}

export function musicThumbnail(seed: string, sizes: readonly number[]): Record<string, unknown> {
  return {
    musicThumbnailRenderer: {
      thumbnail: { thumbnails: thumbnails(seed, sizes) },
      thumbnailCrop: 'MUSIC_THUMBNAIL_CROP_UNSPECIFIED',
      thumbnailScale: 'MUSIC_THUMBNAIL_SCALE_ASPECT_FIT',
      trackingParams: trackingParams(`thumb:${seed}`),
    },
  };
}

/** A channel id (`UC` + 22) for names the catalog has no channel for (playlist owners). */
export function channelIdFor(name: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = 'UC';
  for (let i = 0; i < 22; i++) id += alphabet[stableHash(`${name}:${i}`) % 64];
  return id;
}

/** A video's still (`i.ytimg.com`, 16:9), as video rows show it instead of square album art. */
export function videoThumbnail(videoId: string): Record<string, unknown> {
  return {
    musicThumbnailRenderer: {
      thumbnail: { thumbnails: [{ url: `https://i.ytimg.com/vi/${videoId}/sddefault.jpg`, width: 400, height: 225 }] },
      thumbnailCrop: 'MUSIC_THUMBNAIL_CROP_UNSPECIFIED',
      thumbnailScale: 'MUSIC_THUMBNAIL_SCALE_ASPECT_FIT',
      trackingParams: trackingParams(`vthumb:${videoId}`),
    },
  };
}

/** `164K views`, `2.1M views` and the words a screen reader gets (`2.1 million views`). */
export function viewsText(seed: string): { text: string; words: string } {
  const n = 1_000 + ((stableHash(`views:${seed}`) >>> 2) % 90_000_000);
  if (n >= 1_000_000) {
    const m = n >= 10_000_000 ? String(Math.round(n / 1_000_000)) : (n / 1_000_000).toFixed(1).replace(/\.0$/, '');
    return { text: `${m}M views`, words: `${m} million views` };
  }
  const k = String(Math.round(n / 1_000));
  return { text: `${k}K views`, words: `${k} thousand views` };
}

/** `2.7M plays`, `413K plays`: the count album rows show in column 2 (browse-album-revival-2024-03.json). */
export function playsText(seed: string): string {
  const n = 1_000 + ((stableHash(`plays:${seed}`) >>> 2) % 300_000_000);
  if (n >= 1_000_000_000) return `${(n / 1_000_000_000).toFixed(1).replace(/\.0$/, '')}B\u00a0plays`;
  if (n >= 1_000_000) return `${n >= 10_000_000 ? Math.round(n / 1_000_000) : (n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M\u00a0plays`;
  return `${Math.round(n / 1_000)}K\u00a0plays`;
}

/**
 * Whether a song also has a music video (an `OMV` counterpart), and the video's id: about half of
 * the catalog's songs, decided by the id so every answer agrees.
 */
export function videoCounterpartOf(videoId: string): string | undefined {
  // The high bits: FNV-1a's low bits only mix the low bits of each character.
  if (stableHash(`omv:${videoId}`) >>> 31 !== 0) return undefined;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (let i = 0; i < 11; i++) id += alphabet[stableHash(`omv:${videoId}:${i}`) >>> 26];
  return id;
}
