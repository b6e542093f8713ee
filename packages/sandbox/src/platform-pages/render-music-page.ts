/**
 * A stand-in for a platform's track, album, playlist or artist page. The extension knows these
 * pages by their address (the content script runs on the platforms' hosts and reads the URL with
 * `@segue/core`'s parser), so the address is what matters most; the head still carries what the
 * real pages carry for link previews and crawlers (Open Graph `og:` and `music:` tags, a
 * canonical link, schema.org JSON-LD), and the body links to other pages of the platform in
 * their real shapes, as the real pages do.
 */
import { platformName } from '@segue/core';
import type { Album, Catalog, PlatformKey, Recording } from '../catalog/model';
import { profiles } from '../profiles';
import { coverSvg, escapeHtml, jsonLd, pageShell } from './page-html';
import type { PageEntity } from './page-entity';

const meta = (property: string, content: string | number) => `<meta property="${property}" content="${escapeHtml(String(content))}">`;
const link = (href: string, text: string, type: string, platform: PlatformKey) =>
  `<a class="music-link" data-platform="${platform}" data-type="${type}" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
const isoDuration = (ms: number) => `PT${Math.floor(ms / 60_000)}M${Math.round((ms % 60_000) / 1000)}S`;
const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000) % 60).padStart(2, '0')}`;

/** What a music page says, before it is put in the shell. */
interface Drawn {
  url: string;
  title: string;
  description: string;
  ogType: string;
  imageSeed: string;
  tags: string[];
  ld: Record<string, unknown>;
  body: string;
}

function trackRows(catalog: Catalog, platform: PlatformKey, recordingIds: readonly string[]): { rows: string; urls: string[] } {
  const urls: string[] = [];
  const rows = recordingIds
    .map((id) => catalog.index.recording(id)?.platforms[platform])
    .filter((listing) => listing !== undefined)
    .map((listing) => {
      const url = profiles[platform].webUrl('track', listing.id, listing.title);
      urls.push(url);
      return `<li>${link(url, listing.title, 'track', platform)} <span>${escapeHtml(listing.artists.join(', '))}</span> <small>${clock(listing.durationMs)}</small></li>`;
    });
  return { rows: `<ol class="tracks">${rows.join('')}</ol>`, urls };
}

function artistLinks(catalog: Catalog, platform: PlatformKey, ids: readonly string[]): { html: string; urls: string[] } {
  const found = ids.map((id) => catalog.index.artist(id)).filter((a) => a?.platformIds[platform] !== undefined);
  const urls = found.map((a) => profiles[platform].webUrl('artist', a!.platformIds[platform]!, a!.name));
  return { html: found.map((a, i) => link(urls[i]!, a!.name, 'artist', platform)).join(', '), urls };
}

function drawTrack(catalog: Catalog, platform: PlatformKey, recording: Recording, album: Album | undefined): Drawn {
  const listing = recording.platforms[platform]!;
  const url = profiles[platform].webUrl('track', listing.id, listing.title);
  const artists = artistLinks(catalog, platform, [...recording.artistIds, ...recording.featuredArtistIds]);
  const albumListing = album?.platforms[platform];
  const albumUrl = albumListing ? profiles[platform].webUrl('album', albumListing.id, albumListing.title) : undefined;
  const year = album?.releaseDate.slice(0, 4);
  return {
    url,
    title: listing.title,
    description: ['Song', listing.artists.join(', '), albumListing?.title, year].filter(Boolean).join(' · '),
    ogType: 'music.song',
    imageSeed: album?.imageSeed ?? listing.id,
    tags: [
      meta('music:duration', Math.round(listing.durationMs / 1000)),
      ...(albumUrl ? [meta('music:album', albumUrl), meta('music:album:track', listing.trackNumber)] : []),
      ...artists.urls.map((artistUrl) => meta('music:musician', artistUrl)),
      ...(album ? [meta('music:release_date', album.releaseDate)] : []),
    ],
    ld: {
      '@type': 'MusicRecording',
      name: listing.title,
      duration: isoDuration(listing.durationMs),
      byArtist: listing.artists.map((name) => ({ '@type': 'MusicGroup', name })),
      ...(listing.isrc ? { isrcCode: listing.isrc } : {}),
      ...(albumListing && albumUrl ? { inAlbum: { '@type': 'MusicAlbum', name: albumListing.title, url: albumUrl } } : {}),
    },
    body: `<p>Song by ${artists.html || escapeHtml(listing.artists.join(', '))}</p>
${albumListing && albumUrl ? `<p>From ${link(albumUrl, albumListing.title, 'album', platform)}${year ? ` (${year})` : ''}, track ${listing.trackNumber}</p>` : ''}
<p>${clock(listing.durationMs)}${listing.explicit ? ' · Explicit' : ''}</p>`,
  };
}

function drawAlbum(catalog: Catalog, platform: PlatformKey, album: Album): Drawn {
  const listing = album.platforms[platform]!;
  const url = profiles[platform].webUrl('album', listing.id, listing.title);
  const artists = artistLinks(catalog, platform, album.artistIds);
  const tracks = trackRows(catalog, platform, album.recordingIds);
  const names = album.artistIds.map((id) => catalog.index.artist(id)?.name ?? id);
  return {
    url,
    title: listing.title,
    description: ['Album', names.join(', '), album.releaseDate.slice(0, 4), `${tracks.urls.length} songs`].join(' · '),
    ogType: 'music.album',
    imageSeed: album.imageSeed,
    tags: [...artists.urls.map((u) => meta('music:musician', u)), meta('music:release_date', album.releaseDate), ...tracks.urls.map((u) => meta('music:song', u))],
    ld: {
      '@type': 'MusicAlbum',
      name: listing.title,
      byArtist: names.map((name) => ({ '@type': 'MusicGroup', name })),
      datePublished: album.releaseDate,
      numTracks: tracks.urls.length,
      track: tracks.urls.map((trackUrl) => ({ '@type': 'MusicRecording', url: trackUrl })),
    },
    body: `<p>Album by ${artists.html} · ${escapeHtml(album.releaseDate)}</p>\n${tracks.rows}`,
  };
}

function drawPage(catalog: Catalog, entity: PageEntity): Drawn {
  const { platform } = entity;
  switch (entity.type) {
    case 'track':
      return drawTrack(catalog, platform, entity.recording, entity.album);
    case 'album':
      return drawAlbum(catalog, platform, entity.album);
    case 'playlist': {
      const { playlist } = entity;
      const url = profiles[platform].webUrl('playlist', playlist.platformId, playlist.title);
      const tracks = trackRows(catalog, platform, playlist.recordingIds);
      return {
        url,
        title: playlist.title,
        description: ['Playlist', playlist.ownerName, `${tracks.urls.length} items`].join(' · '),
        ogType: 'music.playlist',
        imageSeed: playlist.imageSeed,
        tags: [meta('music:creator', playlist.ownerName), meta('music:song_count', tracks.urls.length), ...tracks.urls.map((u) => meta('music:song', u))],
        ld: {
          '@type': 'MusicPlaylist',
          name: playlist.title,
          description: playlist.description,
          author: { '@type': 'Person', name: playlist.ownerName },
          numTracks: tracks.urls.length,
          track: tracks.urls.map((trackUrl) => ({ '@type': 'MusicRecording', url: trackUrl })),
        },
        body: `<p>Playlist by ${escapeHtml(playlist.ownerName)}</p><p>${escapeHtml(playlist.description)}</p>\n${tracks.rows}`,
      };
    }
    case 'artist': {
      const { artist } = entity;
      const url = profiles[platform].webUrl('artist', artist.platformIds[platform]!, artist.name);
      const albums = catalog.albums.filter((a) => a.platforms[platform] && a.artistIds.includes(artist.id)).slice(0, 12);
      const rows = albums.map((a) => {
        const listing = a.platforms[platform]!;
        return `<li>${link(profiles[platform].webUrl('album', listing.id, listing.title), listing.title, 'album', platform)} <small>${a.releaseDate.slice(0, 4)}</small></li>`;
      });
      return {
        url,
        title: artist.name,
        description: `Artist · ${albums.length} releases`,
        ogType: 'profile',
        imageSeed: artist.imageSeed,
        tags: [],
        ld: { '@type': 'MusicGroup', name: artist.name },
        body: `<p>Artist</p><h2>Releases</h2><ul class="albums">${rows.join('')}</ul>`,
      };
    }
  }
}

/** The page of `entity`; `coverUrl` is where this site serves the drawn cover of a seed. */
export function renderMusicPage(catalog: Catalog, entity: PageEntity, coverUrl: (seed: string) => string): string {
  const drawn = drawPage(catalog, entity);
  const site = platformName(entity.platform);
  const image = coverUrl(drawn.imageSeed);
  return pageShell({
    platform: entity.platform,
    title: `${drawn.title} | ${site}`,
    head: [
      `<link rel="canonical" href="${escapeHtml(drawn.url)}">`,
      meta('og:site_name', site),
      meta('og:title', drawn.title),
      meta('og:description', drawn.description),
      meta('og:type', drawn.ogType),
      meta('og:url', drawn.url),
      meta('og:image', image),
      ...drawn.tags,
      '<meta name="twitter:card" content="summary">',
      `<meta name="twitter:title" content="${escapeHtml(drawn.title)}">`,
      jsonLd({ '@context': 'https://schema.org', url: drawn.url, image, ...drawn.ld }),
    ],
    body: `<div class="hero" data-entity="${entity.type}">${coverSvg(drawn.imageSeed)}<div><small>${escapeHtml(drawn.description)}</small><h1>${escapeHtml(drawn.title)}</h1></div></div>\n${drawn.body}`,
  });
}
