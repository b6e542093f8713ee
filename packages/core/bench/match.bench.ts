/// <reference types="node" />
// Throughput of findBestMatch over 10-candidate lists shaped like a platform's search answer: the
// right track (titled the other platform's way) among decoys (live, remix, sped up, karaoke, a
// cover, the same title by someone else, a re-release). Prints lists/s for this matcher and for
// the one at BENCH_BASELINE (a git ref, default `main`; `none` to skip), timed in alternate
// rounds in one process, and their ratio; the target on the reference machine is 20,000 lists/s.
import { findBestMatch } from '../src/matching/find-best-match';
import type { TrackInfo } from '../src/matching/track-info';
import { baselineMatcher } from './baseline-matcher';

interface Song {
  title: string;
  artists: string[];
  album: string;
  seconds: number;
  isrc: string;
}

const SONGS: Song[] = [
  { title: 'Bohemian Rhapsody', artists: ['Queen'], album: 'A Night At The Opera', seconds: 354, isrc: 'GBUM71029604' },
  { title: 'Die With A Smile', artists: ['Lady Gaga', 'Bruno Mars'], album: 'Die With A Smile', seconds: 251, isrc: 'USUM72409273' },
  { title: 'Blinding Lights', artists: ['The Weeknd'], album: 'After Hours', seconds: 200, isrc: 'USUG11904206' },
  { title: 'Despacito', artists: ['Luis Fonsi', 'Daddy Yankee'], album: 'VIDA', seconds: 229, isrc: 'USUM71607007' },
  { title: 'Shape of You', artists: ['Ed Sheeran'], album: '÷ (Deluxe)', seconds: 233, isrc: 'GBAHS1600463' },
  { title: 'Hey Jude', artists: ['The Beatles'], album: 'Hey Jude', seconds: 431, isrc: 'GBAYE0601690' },
  { title: 'Dynamite', artists: ['BTS'], album: 'BE', seconds: 199, isrc: 'QM6MZ2045010' },
  { title: 'Café', artists: ['Beyoncé'], album: 'Renaissance', seconds: 245, isrc: 'USSM12204982' },
  { title: 'Кукла колдуна', artists: ['Король и Шут'], album: 'Акустический альбом', seconds: 203, isrc: 'RUA1D0600123' },
  { title: '夜に駆ける', artists: ['YOASOBI'], album: '夜に駆ける', seconds: 261, isrc: 'JPP301900573' },
  { title: 'Titanium', artists: ['David Guetta', 'Sia'], album: 'Nothing but the Beat', seconds: 245, isrc: 'GB28K1100036' },
  { title: 'Love Story', artists: ['Taylor Swift'], album: 'Fearless', seconds: 235, isrc: 'USCJY0803275' },
];

function track(title: string, artists: string[], seconds: number, extra: Partial<TrackInfo> = {}): TrackInfo {
  return { title, artists, durationMs: seconds * 1000, ...extra };
}

/** One search answer: nine decoys and the right track at a position that moves with `n`. */
function listFor(song: Song, n: number): { source: TrackInfo; candidates: TrackInfo[] } {
  const { title, artists, seconds } = song;
  // The guest is credited in the source's artist list and in the right candidate's title.
  const source = track(`${title} - Remastered 2011`, [...artists, 'Someone'], seconds, { album: song.album, isrc: song.isrc, explicit: false });
  const right = track(`${title} (feat. Someone)`, [artists.join(' & ')], seconds + 1.3, { album: `${song.album} (Deluxe Edition)` });
  const decoys = [
    track(`${title} - Live at Wembley Stadium, London, 1986`, artists, seconds + 40),
    track(`${title} (Tiësto Remix)`, artists, seconds + 60),
    track(`${title} (Sped Up)`, artists, Math.round(seconds * 0.8)),
    track(`${title} (Karaoke Version) [Originally Performed by ${artists[0] ?? ''}]`, ['Karaoke Hits Band'], seconds),
    track(title, ['Boyce Avenue'], seconds + 12, { album: 'Cover Sessions, Vol. 4' }),
    track(`${title} (Acoustic)`, artists, seconds - 20),
    track(title, [`${artists[0] ?? ''} Tribute Orchestra`], seconds + 3),
    track(`${title} (Instrumental)`, artists, seconds),
    track(`${title} - Radio Edit`, artists, seconds - 35),
  ];
  const at = n % 10;
  return { source, candidates: [...decoys.slice(0, at), right, ...decoys.slice(at)] };
}

// "repeated": the same 120 lists again and again, as popular tracks come back in a live service
// (artist credits, albums and title suffixes are then served from the matcher's caches).
// "unseen": every list carries titles never seen before (only artists and suffixes repeat).
const repeated = Array.from({ length: 120 }, (_, n) => listFor(SONGS[n % SONGS.length] as Song, n));
let serial = 0;
function unseenLists(count: number): ReturnType<typeof listFor>[] {
  return Array.from({ length: count }, (_, n) => {
    const song = SONGS[n % SONGS.length] as Song;
    serial++;
    return listFor({ ...song, title: `${song.title} ${serial.toString(36)}` }, n);
  });
}

type Matcher = typeof findBestMatch;

function run(match: Matcher, lists: readonly ReturnType<typeof listFor>[]): number {
  let verified = 0;
  for (const { source, candidates } of lists) if (match(source, candidates).band === 'verified') verified++;
  return verified;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const format = (n: number): string => Math.round(n).toLocaleString('en-US');

interface Rates {
  wall: number[];
  cpu: number[];
  verified: number;
  lists: number;
}

function timeRound(match: Matcher, lists: readonly ReturnType<typeof listFor>[], into: Rates): void {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const verified = run(match, lists);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  into.wall.push(lists.length / seconds);
  into.cpu.push(lists.length / ((cpu.user + cpu.system) / 1e6));
  into.verified += verified;
  into.lists += lists.length;
}

function describe(label: string, r: Rates): string {
  return (
    `${label}: ${format(median(r.wall))} lists/s wall-clock (median of ${r.wall.length} rounds, min ${format(Math.min(...r.wall))}, ` +
    `max ${format(Math.max(...r.wall))}); ${format(median(r.cpu))} lists per CPU-second; ${r.verified} of ${r.lists} lists verified`
  );
}

function measure(name: string, makeRound: () => readonly ReturnType<typeof listFor>[], baseline: Matcher | undefined): void {
  const lists = makeRound();
  run(findBestMatch, lists); // warm-up: let the JIT settle before measuring
  if (baseline) run(baseline, lists);
  // Wall-clock rate is the figure that counts; the CPU-time rate is printed beside it because on
  // a busy shared machine the process may get only part of a core, which the wall clock cannot tell.
  // Alternate rounds give both matchers the same share of the machine.
  const mine: Rates = { wall: [], cpu: [], verified: 0, lists: 0 };
  const theirs: Rates = { wall: [], cpu: [], verified: 0, lists: 0 };
  for (let round = 0; round < 7; round++) {
    const round1 = makeRound();
    timeRound(findBestMatch, round1, mine);
    if (baseline) timeRound(baseline, round1, theirs);
  }
  // The right candidate must win every list, or the figure measured a broken matcher.
  if (mine.verified !== mine.lists) throw new Error(`${name}: only ${mine.verified} of ${mine.lists} lists verified`);
  console.log(describe(`findBestMatch (${name})`, mine));
  if (baseline) {
    console.log(describe(`  baseline (${name})`, theirs));
    console.log(`  ratio (${name}): ${(median(mine.cpu) / median(theirs.cpu)).toFixed(2)}× the baseline per CPU-second, ${(median(mine.wall) / median(theirs.wall)).toFixed(2)}× wall-clock`);
  }
}

const ref = process.env.BENCH_BASELINE ?? 'main';
const baseline = ref === 'none' ? undefined : await baselineMatcher(ref);
if (baseline) console.log(`baseline: ${ref} (${baseline.sha.slice(0, 10)})`);
const REPEATS = 200; // passes over the 120 repeated lists per round
measure('repeated', () => Array.from({ length: REPEATS }, () => repeated).flat(), baseline?.findBestMatch);
measure('unseen', () => unseenLists(3_000), baseline?.findBestMatch);
