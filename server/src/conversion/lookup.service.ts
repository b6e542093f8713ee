import { platformName, toCanonicalUrl, type MusicLink } from '@segue/core';
import type { EntityLookup } from '@segue/core/schemas';
import { LRUCache } from 'lru-cache';
import { translateError } from '../errors/to-app-error';
import type { PlatformAdapter } from '../platforms/types';
import { noCredentials, type AppPlatformsProvider } from '../app-platforms/app-platforms';
import { readSource } from '../matching/read-source';
import { resolveLink, type ShortLinkResolver } from './resolve-link';
import type { SnapshotRepository } from '../matching/snapshot.repository';

/** A playlist's summary is kept this long: playlists change, but a popup reopened on one should not read it again. */
export const PLAYLIST_LOOKUP_TTL_MS = 10 * 60_000;

export interface LookupDeps {
  platforms: AppPlatformsProvider;
  snapshots: SnapshotRepository;
  resolveShortLink: ShortLinkResolver;
  now: () => Date;
}

export type LookupService = ReturnType<typeof createLookupService>;

/**
 * `GET /v1/entity/lookup`: what a link points at (title, artists, cover, a playlist's owner and
 * track count), read from its own platform without converting it. Only links the platform
 * matchers parse are read; short links are followed on the platforms' shortener hosts only, as
 * for a conversion. Tracks, albums and artists come from the shared source snapshots (a day);
 * a playlist is read once per page of its platform and its summary kept in this process for ten
 * minutes (most apps' popups ask again when reopened).
 */
export function createLookupService(deps: LookupDeps) {
  const playlists = new LRUCache<string, EntityLookup>({ max: 500, ttl: PLAYLIST_LOOKUP_TTL_MS });

  async function readPlaylist(link: MusicLink, adapter: PlatformAdapter): Promise<EntityLookup> {
    const key = `${link.platform}:${link.id}`;
    const cached = playlists.get(key);
    if (cached) return cached;
    try {
      const playlist = await adapter.getPlaylist(link.id);
      const summary: EntityLookup = {
        entity: 'playlist',
        platform: link.platform,
        id: link.id,
        url: toCanonicalUrl(link),
        title: playlist.title,
        artists: [],
        owner: playlist.owner,
        cover: playlist.cover,
        track_count: playlist.tracks.length,
      };
      playlists.set(key, summary);
      return summary;
    } catch (error) {
      throw translateError(error) ?? error;
    }
  }

  return {
    async lookup(appId: string, url: string): Promise<EntityLookup> {
      const link = await resolveLink(url, deps.resolveShortLink);
      const app = await deps.platforms(appId);
      if (!app.has(link.platform)) throw noCredentials(link.platform, `reading a ${platformName(link.platform)} link`);
      const adapter = () => app.adapter(link.platform);
      const base = { platform: link.platform, id: link.id, url: toCanonicalUrl(link), owner: '' };
      const now = deps.now();
      switch (link.type) {
        case 'playlist':
          return readPlaylist(link, await adapter());
        case 'track': {
          const track = await readSource(deps.snapshots, 'track', link, adapter, now);
          return { ...base, entity: 'track', title: track.title, artists: track.artists, cover: track.cover };
        }
        case 'album': {
          const album = await readSource(deps.snapshots, 'album', link, adapter, now);
          return {
            ...base,
            entity: 'album',
            title: album.title,
            artists: album.artists,
            cover: album.cover,
            ...(album.totalTracks === undefined ? {} : { track_count: album.totalTracks }),
          };
        }
        case 'artist': {
          const artist = await readSource(deps.snapshots, 'artist', link, adapter, now);
          return { ...base, entity: 'artist', title: artist.name, artists: [], cover: artist.image };
        }
      }
    },
  };
}
