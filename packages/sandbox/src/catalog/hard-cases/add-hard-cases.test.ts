import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { describe, expect, it } from 'vitest';
import { groundTruth } from '../../ground-truth';
import { generateCatalog } from '../generate-catalog';
import { PLAYLIST_SIZES } from '../generate-playlists';
import type { Recording, RecordingKind } from '../model';
import { hardPlaylistId } from './hard-playlists';

const catalog = generateCatalog(7, { recordings: 300 });
const { index } = catalog;
const ofKind = (kind: RecordingKind): Recording[] => catalog.recordings.filter((r) => r.kind === kind);
const on = (r: Recording): PlatformKey[] => PLATFORM_KEYS.filter((p) => r.platforms[p]);
const decoysOf = (r: Recording): Recording[] => catalog.recordings.filter((d) => d.decoyOf === r.id);
/** A platform that carries `a` but not `b`: where a conversion of `b` must find nothing. */
const alone = (a: Recording, b: Recording): PlatformKey[] => on(a).filter((p) => !b.platforms[p]);
const LATIN = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}'’]+$/u;

describe('hard cases', () => {
  it('has every kind, even in a 300-recording catalog, and none in the ordinary one', () => {
    const kinds = new Set(catalog.recordings.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(
      ['altered_upload', 'classical', 'edition', 'feat_version', 'instrumental_karaoke', 'isrc_reissue', 'kids_cover', 'near_remix', 'plain', 'rerecording', 'script_twin', 'video_upload'].sort(),
    );
    expect(new Set(generateCatalog(7, { recordings: 300, hardCases: false }).recordings.map((r) => r.kind))).toEqual(new Set(['plain']));
  });

  it('shows script twins romanised or translated on YouTube Music, by the Topic channel, and searchable by the original title', () => {
    const twins = ofKind('script_twin');
    expect(new Set(twins.map((r) => r.script))).toEqual(new Set(['cjk', 'hangul', 'cyrillic', 'arabic']));
    for (const r of twins) {
      const yt = r.platforms.ytmusic!;
      const artist = index.artist(r.artistIds[0]!)!;
      expect(yt.title).toMatch(LATIN);
      expect(yt.title).not.toBe(r.title);
      expect(yt.artists).toEqual([`${artist.name} - Topic`]);
      expect(artist.topicChannelId).toMatch(/^UC[\w-]{22}$/);
      expect(yt.searchAliases).toEqual([r.title]);
      const others = on(r).filter((p) => p !== 'ytmusic' && p !== 'applemusic');
      expect(others.length).toBeGreaterThan(0);
      for (const p of others) expect(r.platforms[p]!.title).toBe(r.title);
      // Album and length agree: the title is all that differs.
      for (const p of on(r)) expect(index.albumByPlatformId(p, r.platforms[p]!.albumId)?.title).toBe(index.album(r.albumId)?.title);
    }
  });

  it('lists an ISRC reissue under two ISRCs with equal titles and lengths', () => {
    for (const r of ofKind('isrc_reissue')) {
      const isrcs = new Set(on(r).flatMap((p) => (r.platforms[p]!.isrc ? [r.platforms[p]!.isrc] : [])));
      expect(isrcs.size).toBe(2);
      expect(isrcs.has(r.isrc)).toBe(true);
      for (const p of on(r)) expect(Math.abs(r.platforms[p]!.durationMs - r.durationMs)).toBeLessThanOrEqual(2_000);
    }
  });

  it('puts re-recordings, feat. versions, near remixes and kids covers beside their original, each alone somewhere', () => {
    for (const kind of ['rerecording', 'feat_version', 'near_remix', 'kids_cover'] as const) {
      const pairs = ofKind(kind).filter((r) => r.decoyOf);
      expect(pairs.length).toBeGreaterThan(0);
      for (const copy of pairs) {
        const original = index.recording(copy.decoyOf!)!;
        expect(original.kind).toBe(kind);
        expect(copy.title.startsWith(original.title)).toBe(true);
        expect(alone(original, copy).length).toBeGreaterThan(0);
        expect(alone(copy, original).length).toBeGreaterThan(0);
        if (kind === 'kids_cover') expect(copy.artistIds).not.toEqual(original.artistIds);
        else expect(copy.artistIds).toEqual(original.artistIds);
        if (kind === 'feat_version') expect([copy.isrc, copy.featuredArtistIds.length]).toEqual([original.isrc, 1]);
        if (kind === 'near_remix') expect(Math.abs(copy.durationMs - original.durationMs)).toBeLessThanOrEqual(4_000);
      }
    }
    const unlabelled = ofKind('rerecording').filter((r) => r.decoyOf && r.title === index.recording(r.decoyOf)!.title && !r.version);
    expect(unlabelled.length + ofKind('rerecording').filter((r) => r.version || /Version\)$/.test(r.title)).length).toBeGreaterThan(0);
  });

  it('has videos on YouTube Music only: same-audio ones are the studio recording, own cuts are absent elsewhere', () => {
    const videos = catalog.recordings.filter((r) => r.platforms.ytmusic?.videoType);
    expect(new Set(videos.map((r) => r.platforms.ytmusic!.videoType))).toEqual(new Set(['omv', 'ugc']));
    for (const v of videos) {
      expect(on(v)).toEqual(['ytmusic']);
      expect(v.platforms.ytmusic!.albumId).toBe('');
    }
    const sameAudio = videos.filter((v) => v.kind === 'video_upload' && v.sameAs);
    const ownCut = videos.filter((v) => v.kind === 'video_upload' && v.decoyOf);
    expect(sameAudio.length).toBeGreaterThan(0);
    expect(ownCut.length).toBeGreaterThan(0);
    for (const v of sameAudio) {
      const studio = index.recording(v.sameAs!)!;
      expect(Math.abs(v.durationMs - studio.durationMs)).toBeLessThanOrEqual(1_000);
      for (const p of on(studio).filter((x) => x !== 'ytmusic')) expect(index.expectedListing(v, p)?.listing).toBe(studio.platforms[p]);
    }
    for (const v of ownCut) {
      expect(v.durationMs - index.recording(v.decoyOf!)!.durationMs).toBeGreaterThanOrEqual(12_000);
      for (const p of PLATFORM_KEYS.filter((x) => x !== 'ytmusic')) expect(index.expectedListing(v, p)).toBeUndefined();
    }
  });

  it('has instrumental, karaoke and altered versions of songs, on platforms where the song is missing too', () => {
    for (const kind of ['instrumental_karaoke', 'altered_upload'] as const) {
      const songs = ofKind(kind).filter((r) => !r.decoyOf);
      const traps = songs.flatMap((song) => decoysOf(song).flatMap((d) => alone(d, song)));
      expect(traps.length).toBeGreaterThan(0);
    }
    const versions = catalog.recordings.flatMap((r) => [r.version ?? '', ...Object.values(r.platforms).map((l) => l.title)]).join('\n');
    for (const word of ['Instrumental', 'Karaoke', '8D', 'Nightcore', 'slowed', 'Sped Up']) expect(versions).toContain(word);
  });

  it('credits classical movements per platform, with other performances of the same movement as decoys', () => {
    const movements = ofKind('classical');
    for (const r of movements) {
      const composer = index.artist(r.composerId!)!.name;
      if (r.platforms.spotify) expect(r.platforms.spotify.artists[0]).toBe(composer);
      if (r.platforms.applemusic) expect(r.platforms.applemusic.artists).not.toContain(composer);
      expect(r.title).toMatch(/(Op\.|K\.|BWV|RV|D\.|Hob\.)/);
    }
    const others = movements.filter((r) => r.decoyOf);
    expect(others.length).toBeGreaterThan(0);
    for (const r of others) {
      const first = index.recording(r.decoyOf!)!;
      expect([r.title, r.composerId]).toEqual([first.title, first.composerId]);
      expect(r.artistIds).not.toEqual(first.artistIds);
    }
    const legacy = movements.flatMap((r) => Object.values(r.platforms).map((l) => l.title)).filter((t) => / - \d\. |No\.\d|Op\.\d/.test(t));
    expect(legacy.length).toBeGreaterThan(0);
  });

  it('releases albums in editions with their own barcodes, tracks of one audio sharing an ISRC', () => {
    const editions = catalog.albums.filter((a) => a.edition);
    expect(new Set(editions.map((a) => a.edition!.kind))).toEqual(new Set(['standard', 'deluxe', 'single', 'regional', 'uneven']));
    for (const album of editions.filter((a) => a.edition!.group !== a.id)) {
      const standard = index.album(album.edition!.group)!;
      expect(album.upc).not.toBe(standard.upc);
      for (const id of album.recordingIds) {
        const track = index.recording(id)!;
        if (track.sameAs) expect([index.recording(track.sameAs)!.isrc, index.recording(track.sameAs)!.albumId]).toEqual([track.isrc, standard.id]);
      }
      if (album.edition!.kind === 'deluxe') expect(album.recordingIds.length).toBeGreaterThan(standard.recordingIds.length);
      if (album.edition!.kind === 'regional') expect(Boolean(album.platforms.ytmusic && standard.platforms.ytmusic)).toBe(false);
    }
    for (const album of editions.filter((a) => a.edition!.kind === 'uneven')) {
      const counts = PLATFORM_KEYS.filter((p) => album.platforms[p]).map((p) => album.recordingIds.filter((id) => index.recording(id)!.platforms[p]).length);
      expect(new Set(counts).size).toBeGreaterThan(1);
    }
  });

  it('never names a decoy as the answer: each expected listing is the same music', () => {
    for (const r of catalog.recordings) {
      for (const p of PLATFORM_KEYS) {
        const expected = index.expectedListing(r, p);
        if (r.platforms[p]) expect(expected?.listing).toBe(r.platforms[p]);
        else if (expected) expect(index.sameMusic(expected.recording, r)).toBe(true);
        if (expected && r.decoyOf) expect(expected.recording.id).not.toBe(r.decoyOf);
      }
    }
    const truth = groundTruth(catalog);
    const twin = truth.recordings.find((r) => r.same_as && r.platforms.ytmusic?.video_type)!;
    const studio = truth.recordings.find((r) => r.id === twin.same_as)!;
    for (const p of PLATFORM_KEYS.filter((x) => x !== 'ytmusic')) expect(twin.expected[p]).toBe(studio.platforms[p]?.id ?? null);
    expect(truth.recordings.find((r) => r.kind === 'classical')?.composer).toBeTruthy();
  });

  it('gives each platform a playlist of its hard cases, every kind listed there in it', () => {
    for (const p of PLATFORM_KEYS) {
      const playlist = index.playlist(hardPlaylistId(p))!;
      expect(playlist.platform).toBe(p);
      expect(PLAYLIST_SIZES).not.toContain(playlist.recordingIds.length);
      const entries = playlist.recordingIds.map((id) => index.recording(id)!);
      expect(entries.every((r) => r.platforms[p] && r.kind !== 'plain')).toBe(true);
      const listed = new Set(catalog.recordings.filter((r) => r.kind !== 'plain' && r.platforms[p]).map((r) => r.kind));
      expect(new Set(entries.map((r) => r.kind))).toEqual(listed);
    }
  });
});
