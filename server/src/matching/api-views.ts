import { roundConfidence, type ConvertedAlbum, type ConvertedArtist, type Match, type TrackWithReleased } from '@segue/core/schemas';
import { toApiTrack } from '../platforms/index';
import { apiReleaseDate } from '../platforms/release-date';
import type { PlatformAlbum, PlatformArtist, PlatformTrack } from '../platforms/types';

/** A match as answered: its confidence rounded by core's one rule, so a fresh answer and a cached one agree. */
export function matchView(match: Match): Match {
  return { ...match, confidence: roundConfidence(match.confidence) };
}

export function trackView(track: PlatformTrack, match?: Match): TrackWithReleased {
  return match ? { ...toApiTrack(track), match: matchView(match) } : toApiTrack(track);
}

export function albumView(album: PlatformAlbum, match: Match): ConvertedAlbum {
  return {
    id: album.id,
    title: album.title,
    url: album.url,
    // The schema wants a credit; platforms list compilations under no artist at all.
    artists: album.artists.length > 0 ? album.artists : ['Various Artists'],
    cover: album.cover,
    release_date: apiReleaseDate(album.releaseDate),
    ...(album.totalTracks === undefined ? {} : { track_count: album.totalTracks }),
    ...(album.upc === undefined ? {} : { upc: album.upc }),
    match: matchView(match),
  };
}

export function artistView(artist: PlatformArtist, match: Match): ConvertedArtist {
  return { id: artist.id, name: artist.name, url: artist.url, cover: artist.image, match: matchView(match) };
}
