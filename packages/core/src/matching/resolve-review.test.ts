import { describe, expect, it } from 'vitest';
import { t } from './cases/match-case';
import { findBestMatch } from './find-best-match';

// ISRCs here are built to show one rule each (registrant and year are the parts that matter),
// not taken from a catalogue: the table tests in cases/ hold the real releases.
describe('resolveReview and refutation', () => {
  it('lifts a title that is only similar when the album and track position agree', () => {
    const source = t('Smells Like Teen Spirit', 'Nirvana', 301, { album: 'Nevermind', trackNumber: 1 });
    const typo = t('Smels Like Teen Spirit', 'Nirvana', 301.2, { album: 'Nevermind', trackNumber: 1 });
    expect(findBestMatch(source, [typo]).band).toBe('verified');
    expect(findBestMatch(source, [{ ...typo, trackNumber: 5 }]).band).toBe('review');
  });

  it('refuses another registrant\'s ISRC years later on another album at another length', () => {
    const source = t('Song', 'Band', 240, { isrc: 'USAAA8800001', album: 'First Album' });
    const rerecorded = t('Song', 'Band', 243, { isrc: 'GBBBB1500001', album: 'Greatest Hits' });
    const result = findBestMatch(source, [rerecorded]);
    expect(result.band).toBe('none');
    expect(result.reasons.join('; ')).toMatch(/re-recording/);
    // An ISRC stays with its recording through compilations (the ISRC Handbook): within two
    // seconds, on a compilation, it is still a re-recording made to pass for the original.
    expect(findBestMatch(source, [{ ...rerecorded, durationMs: 240_400 }]).band).toBe('none');
    // Unless the title says it is the old recording remastered: then it stays for review.
    const remastered = findBestMatch(source, [{ ...rerecorded, title: 'Song (2015 Remaster)', durationMs: 240_400 }]);
    expect(remastered.band).toBe('review');
  });

  it("refuses a guest credited only among the artists when the ISRCs differ, not when they agree (a platform dropped the credit)", () => {
    const solo = t('Song', 'Singer', 200, { isrc: 'GBAAA2000001', album: 'Album' });
    const guest = t('Song', ['Singer', 'Guest'], 200.2, { isrc: 'GBAAA2000950', album: 'Song' });
    expect(findBestMatch(solo, [guest]).band).toBe('none');
    expect(findBestMatch(solo, [{ ...guest, isrc: 'GBAAA2000001' }]).band).toBe('verified');
    // Another length as well: the guest's version.
    expect(findBestMatch(solo, [{ ...guest, durationMs: 212_000 }]).band).toBe('none');
  });

  it("takes two artists' singles of one title for no evidence when the artists cannot be compared", () => {
    // Two singles named after the song, each with it at track 1: the album and position only
    // repeat the title, and "Jude Brennan" and "نور سعيد" cannot be compared across scripts.
    const source = t('سماء', 'Jude Brennan', 247.7, { album: 'سماء', trackNumber: 1, isrc: 'AE1U02639084' });
    const other = t('سماء', 'نور سعيد', 247, { album: 'سماء', trackNumber: 1 });
    expect(findBestMatch(source, [other]).band).not.toBe('verified');
    // The artist's own single, romanised on one side, still matches by its name.
    const own = t('Samaa', 'Jude Brennan', 247.5, { album: 'Samaa', trackNumber: 1 });
    expect(findBestMatch(t('سماء', 'Jude Brennan', 247.7, { album: 'سماء', trackNumber: 1 }), [own]).band).not.toBe('none');
  });

  it('verifies a translated title by its album position; by its album and artist alone it leaves it in review', () => {
    const source = t('Blood Type', 'Кино - Topic', 285, { album: 'Группа крови', trackNumber: 1 });
    const right = t('Группа крови', 'Кино', 285.2, { album: 'Группа крови', trackNumber: 1 });
    expect(findBestMatch(source, [right]).band).toBe('verified');
    // Without positions: the artist's track on the album named in the title's script, as long,
    // could be another of its songs; a review the positions settle (the server reads them).
    const unplaced = { ...right, trackNumber: undefined };
    const alone = findBestMatch({ ...source, trackNumber: undefined }, [unplaced]);
    expect(alone).toMatchObject({ band: 'review', index: 0 });
    expect(alone.reasons.join('; ')).toMatch(/same artist on the same album/);
    // Its other song as long, the song itself not among the candidates: the same evidence, no claim.
    const twin = t('Легенда', 'Кино', 284.6, { album: 'Группа крови' });
    expect(findBestMatch({ ...source, trackNumber: undefined }, [twin]).band).toBe('review');
    // Two of the album's tracks as long: the album cannot tell them apart.
    expect(findBestMatch({ ...source, trackNumber: undefined }, [unplaced, twin]).band).toBe('review');
    // The source placed and the candidate placed: the position settles it, however long another
    // of the album's songs (its position unread) lasts.
    expect(findBestMatch(source, [twin, right])).toMatchObject({ band: 'verified', index: 1 });
    expect(findBestMatch(source, [unplaced, twin, right]).best).toBe(right);
    // A second and a half off is past what one master's listings differ by without a position.
    expect(findBestMatch({ ...source, trackNumber: undefined }, [{ ...unplaced, durationMs: 287_000 }]).band).toBe('none');
    // Another artist's album of that name says nothing.
    expect(findBestMatch({ ...source, trackNumber: undefined }, [{ ...unplaced, artists: ['Алиса'] }]).band).not.toBe('verified');
    // Another position on the same album is another track.
    expect(findBestMatch(source, [{ ...right, trackNumber: 5 }]).band).not.toBe('verified');
  });

  it('does not take another track of the album, as long to the second, for a title it cannot read', () => {
    // A Latin title on TIDAL; YouTube Music lists the album's other song, in Arabic, at the same length.
    const source = t('Final Diamond', 'نور سعيد', 246, { album: 'Bitter Daydreams', isrc: 'EGIC67209289', releaseDate: '1972-07-08' });
    const other = t('سماء', 'نور سعيد', 246, { album: 'Bitter Daydreams' });
    expect(findBestMatch(source, [other]).band).not.toBe('verified');
  });

  it('takes a translated title at the same album position though its length is 2.7 s off, not at another position', () => {
    const source = t('기억해', '김도윤', 229.3, { album: '바람', trackNumber: 3 });
    const sameSlot = t('I Remember', '김도윤 - Topic', 232, { album: '바람', trackNumber: 3 });
    expect(findBestMatch(source, [sameSlot]).band).toBe('verified');
    expect(findBestMatch(source, [{ ...sameSlot, trackNumber: 4 }]).band).toBe('none');
    expect(findBestMatch(source, [{ ...sameSlot, trackNumber: undefined }]).band).toBe('none');
  });

  it("does not hold a guest against a row that names only its main artist, unless the title names the guest", () => {
    // A Deezer playlist row (artist only, whole seconds) and the Apple Music listing of one ISRC.
    const row = t('Paradise of Mirrors', 'The Silver Lovers', 302, { isrc: 'NLZ3B9898527', mainArtistOnly: true });
    const full = t('Paradise of Mirrors', ['The Silver Lovers', 'DJ Ruby'], 304.9, { isrc: 'NLZ3B9898527' });
    expect(findBestMatch(row, [full]).band).toBe('verified');
    // The same credits from a full track: the guest may be the guest's version.
    expect(findBestMatch({ ...row, mainArtistOnly: undefined }, [full]).band).toBe('none');
    // A guest the title names is there, whatever the row lists.
    expect(findBestMatch(row, [{ ...full, title: 'Paradise of Mirrors (feat. DJ Ruby)' }]).band).toBe('none');
  });

  it('takes a translated title for a romanised one only in the same slot of the same release', () => {
    // 夏の終わり as YouTube Music shows it to an English listener, and as one Apple Music storefront romanises it.
    const translated = t('End of Summer', '高橋悠真 - Topic', 301.3, { album: '夏空', trackNumber: 4 });
    const romanised = t('Natsu no Owari', '高橋悠真', 301, { album: '夏空', trackNumber: 4 });
    expect(findBestMatch(translated, [romanised]).band).toBe('verified');
    // Another slot of the album, or another release, is another song that merely lasts as long.
    expect(findBestMatch(translated, [{ ...romanised, trackNumber: 7 }]).band).toBe('none');
    expect(findBestMatch(translated, [{ ...romanised, album: '素晴らしい世界' }]).band).toBe('none');
    // Without a position on one side, only the album's track list can tell: review, never verified.
    expect(findBestMatch({ ...translated, trackNumber: undefined }, [romanised]).band).toBe('review');
    // A Latin-script artist's two titles are two songs, whatever the album says.
    const latin = t('End of Summer', 'Yuma Takahashi', 301.3, { album: 'Seasons', trackNumber: 4 });
    expect(findBestMatch(latin, [{ ...latin, title: 'Natsu no Owari', durationMs: 301_000 }]).band).toBe('none');
  });

  it('refuses a compilation track seconds off the album cut when no ISRC ties them, keeps one as long in review', () => {
    const video = t('Blue Avenue', 'Hazel Moreau', 311, { album: 'Harbour Lights' });
    const compilation = t('Blue Avenue', 'Hazel Moreau', 315, { album: 'Greatest Hits', isrc: 'QZI5S1973451' });
    const off = findBestMatch(video, [compilation]);
    expect(off.band).toBe('none');
    expect(off.reasons.join('; ')).toMatch(/another length/);
    expect(findBestMatch(video, [{ ...compilation, durationMs: 311_600 }]).band).toBe('review');
  });

  it('refuses a clean edit with its own ISRC, and keeps one without ISRCs in review', () => {
    const source = t('Song', 'Band', 200, { explicit: true, isrc: 'USAAA2000001' });
    const clean = findBestMatch(source, [t('Song', 'Band', 200, { explicit: false, isrc: 'USAAA2000002' })]);
    expect(clean.band).toBe('none');
    expect(clean.reasons.join('; ')).toMatch(/other edit/);
    expect(findBestMatch(t('Song', 'Band', 200, { explicit: true }), [t('Song', 'Band', 200, { explicit: false })]).band).toBe('review');
  });

  it('verifies a translated title by equal ISRC and length, refuses it on another album', () => {
    const source = t('Spring Day', 'BTS', 274.4, { isrc: 'KRA381700101' });
    expect(findBestMatch(source, [t('봄날', 'BTS', 274.1, { isrc: 'KRA381700101' })]).band).toBe('verified');
    const other = t('Spring Day', 'BTS', 274.4, { album: 'You Never Walk Alone' });
    expect(findBestMatch(other, [t('봄날', '방탄소년단', 274.1, { album: 'Butter' })]).band).toBe('none');
  });

  it('takes an injected romaniser for Han characters', () => {
    const source = t('米津玄師', 'Lemon', 255);
    const romanize = (folded: string) => folded.replace('米津玄師', 'yonezukenshi');
    expect(findBestMatch(source, [t('Yonezu Kenshi', 'Lemon', 255.2)]).band).toBe('review');
    expect(findBestMatch(source, [t('Yonezu Kenshi', 'Lemon', 255.2)], { romanize }).band).toBe('verified');
  });
});
