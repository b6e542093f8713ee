import type { PlatformKey } from '@segue/core';

/** What `segue doctor` asks one platform for: stable catalog items with what they must read back. */
export interface Probe {
  /** A track id, and the ISRC its read must carry (absent where the platform has none). */
  track: { id: string; isrc?: string };
  /** An ISRC the lookup must find (the track's own where the platform has ISRCs). */
  isrc?: string;
  albumId: string;
  /** A public playlist any app may read. */
  playlistId: string;
  /** A track search that must find something. */
  search: { title: string; artists: string[] };
}

export type Probes = Record<PlatformKey, Probe>;

/**
 * Real catalog items, chosen for being long-lived and public, each one seen in a response that a
 * public project recorded from the live API (its repository named beside it). If a platform ever
 * retires one, the doctor reports it as `not_found` on that call only: replace the id here.
 */
export const LIVE_PROBES: Probes = {
  // Lady Gaga & Bruno Mars, "Die With A Smile" (single, 2024), ISRC USUM72409273 / UPC 602475093060
  // on every platform that has ISRCs (kellnerd/harmony testdata).
  spotify: {
    track: { id: '2plbrEY59IikOBgBGLjaoe', isrc: 'USUM72409273' }, // GET /v1/tracks/{id}
    isrc: 'USUM72409273',
    albumId: '10FLjwfpbxLmW8c25Xyc2N', // the single "Die With A Smile"
    // "Top 40" by the user nederlandse_top_40 (zmb3/spotify test_data/get_playlist_opt.txt): a
    // user-owned public playlist, since Spotify-owned ones answer 404 to apps created after
    // 2024-11-27 (https://developer.spotify.com/blog/2024-11-27-changes-to-the-web-api).
    playlistId: '5lH9NjOeJvctAO92ZrKQNB',
    search: { title: 'Die With A Smile', artists: ['Lady Gaga', 'Bruno Mars'] },
  },
  deezer: {
    track: { id: '2947516331', isrc: 'USUM72409273' }, // GET /track/{id}
    isrc: 'USUM72409273',
    albumId: '629506181', // the single "Die With A Smile"
    playlistId: '9200461', // "Lounge Soirée" by artusamak, public (browniebroke/deezer-python cassettes)
    search: { title: 'Die With A Smile', artists: ['Lady Gaga', 'Bruno Mars'] },
  },
  tidal: {
    track: { id: '381265362', isrc: 'USUM72409273' }, // openapi.tidal.com/v2/tracks/{id}
    isrc: 'USUM72409273',
    albumId: '381265361', // the single "Die With A Smile"
    playlistId: '58d7349f-e79a-4e3e-aaa4-2281556fa565', // the public playlist of TIDAL's own API example (tidal-music/tidal-sdk-web)
    search: { title: 'Die With A Smile', artists: ['Lady Gaga', 'Bruno Mars'] },
  },
  // Bruce Springsteen, "Thunder Road" from "Born to Run" (minchao/go-apple-music catalog test data).
  applemusic: {
    track: { id: '310730206', isrc: 'USSM19904335' },
    isrc: 'USSM19904335',
    albumId: '310730204', // "Born to Run"
    playlistId: 'pl.f4d106fed2bd41149aaacabb233eb5eb', // "Today's Hits", Apple Music's editorial playlist
    search: { title: 'Thunder Road', artists: ['Bruce Springsteen'] },
  },
  // The samples ytmusicapi's live tests read (sigma67/ytmusicapi tests/conftest.py, tests/mixins/test_playlists.py).
  ytmusic: {
    track: { id: 'hpSrLjc5SMs' }, // Oasis, "Wonderwall" (YouTube Music has no ISRCs)
    albumId: 'MPREb_4pL8gzRtw1p', // Eminem, "Revival"
    playlistId: 'PL9tY0BWXOZFu4vlBOzIOmvT6wjYb2jNiV', // a public playlist by Vevo
    search: { title: 'Wonderwall', artists: ['Oasis'] },
  },
};
