/**
 * Playlist entries that are no catalog recording (`Playlist.oddEntries`): local files and podcast
 * episodes, with made-up but plausible tags. Which platforms hold which kind is data: Spotify
 * playlists take local files and podcast episodes
 * (https://developer.spotify.com/documentation/web-api/reference/get-playlists-items, `is_local`,
 * `type: "episode"`), Apple Music libraries hold uploaded files (iCloud Music Library), YouTube
 * playlists take any video, podcasts and talk included; Deezer and TIDAL playlists hold catalog
 * tracks only.
 */
import { profiles } from '../profiles';
import type { SeededRandom } from '../seeded-random';
import type { OddEntry, PlatformKey, Playlist } from './model';
import type { PlatformIds } from './platform-ids';

export const ODD_ENTRY_KINDS: Partial<Record<PlatformKey, readonly OddEntry['kind'][]>> = {
  spotify: ['local', 'episode'],
  applemusic: ['local'],
  ytmusic: ['episode'],
};

/** Tags of files people rip, record or download: demos, bootlegs, untagged rips. */
const LOCAL_FILES: readonly (readonly [title: string, artist: string, album: string])[] = [
  ['First Dance (Live at the Barn)', 'The Hollow Pines', 'Wedding Set 2019'],
  ['Rehearsal Take 3', 'Garage Static', 'Practice Room Recordings'],
  ['Track 07', 'Unknown Artist', 'Unknown Album'],
  ['Track 12', 'Unknown Artist', 'Unknown Album'],
  ['Voice Memo 2021-06-14', 'Unknown Artist', 'Voice Memos'],
  ['Lullaby for Mira', 'Grandpa Tomás', 'Family Tapes'],
  ['Midnight Jam (bootleg)', 'Velvet Harbor', 'Live in Leeds 2008'],
  ['Our Song (acoustic demo)', 'Nell & June', 'Demos'],
  ['Intro Theme (unreleased)', 'Satellite Owls', 'B-Sides and Rarities'],
  ['School Concert - Finale', 'Year 9 Choir', 'Spring Concert 2017'],
  ['Birthday Mix 2015', 'DJ Koa', 'Mixtapes'],
  ['Untitled 4', 'Paper Engines', 'Untitled Sessions'],
];

/** Shows, hosts and episode titles; YouTube shows are channels with the same kind of talk. */
const SHOWS: readonly (readonly [show: string, host: string, episodes: readonly string[]])[] = [
  ['Liner Notes', 'Liner Notes Media', ['Why Choruses Got Shorter', 'The Art of the Key Change', 'Inside a Drum Machine']],
  ['The B-Side Hour', 'Harbor Audio', ['Forgotten Singles of 1994', 'Covers Better Than the Original', 'Listener Mailbag #12']],
  ['Deep Cuts Weekly', 'Mara Lindqvist', ['Ep. 112: Sampling Law, Explained', 'Ep. 87: Recording in a Bathroom', 'Ep. 140: Year in Review']],
  ['Studio Stories', 'Sound Atlas', ['Making of a Breakup Album', 'The Producer Who Said No', 'Tape Saturation 101']],
  ['Road Trip Talk', 'Two Friends and a Van', ['Day 3: Lost in Nevada', 'Best Gas Station Snacks', 'Finale: Home Again']],
];

/** A drawn playlist position with its entry. */
export type PlacedOddEntry = NonNullable<Playlist['oddEntries']>[number];

function duration(random: SeededRandom, platform: PlatformKey, minS: number, maxS: number): number {
  const ms = random.int(minS * 1000, maxS * 1000);
  return profiles[platform].wholeSeconds ? Math.round(ms / 1000) * 1000 : ms;
}

export function drawOddEntry(random: SeededRandom, ids: PlatformIds, platform: PlatformKey, kind: OddEntry['kind']): OddEntry {
  if (kind === 'local') {
    const [title, artist, album] = random.pick(LOCAL_FILES);
    return { kind, id: '', title, artist, album, durationMs: duration(random, platform, 90, 420) };
  }
  const [show, host, episodes] = random.pick(SHOWS);
  // Episodes take ids from the track id stream: the platform's shape (Spotify base62, a YouTube
  // video id), never colliding with a track's.
  return { kind, id: ids.track(platform), title: random.pick(episodes), artist: host, album: show, durationMs: duration(random, platform, 900, 5_400) };
}

/**
 * `count` odd entries of `kind` spread over a playlist of `tracks` catalog entries: distinct
 * positions in the whole playlist (tracks and odd entries), ascending.
 */
export function placeOddEntries(random: SeededRandom, ids: PlatformIds, platform: PlatformKey, kinds: readonly OddEntry['kind'][], tracks: number): PlacedOddEntry[] {
  const total = tracks + kinds.length;
  const positions = random.shuffle(Array.from({ length: total }, (_, i) => i)).slice(0, kinds.length).sort((a, b) => a - b);
  return positions.map((at, i) => ({ at, entry: drawOddEntry(random, ids, platform, kinds[i] as OddEntry['kind']) }));
}
