import { none, review, t, verified, type MatchCase } from './match-case';

/**
 * One platform in the original script, the other romanised (YouTube Music "- Topic" channels
 * often are) or translated. Titles, albums and lengths from:
 * - YOASOBI "夜に駆ける" ("Yoru ni Kakeru"), 4:21, single of 2019, on "THE BOOK"; the English
 *   "Into the Night" is another recording (https://en.wikipedia.org/wiki/Yoru_ni_Kakeru).
 * - Kino, "Группа крови" (1988): "Группа крови" 4:45, "Война" ("Vojna") 4:04, "Легенда" 4:10
 *   (https://it.wikipedia.org/wiki/Gruppa_Krovi, track list).
 * - PSY "강남스타일" (Gangnam Style), 3:39 on the single; the M/V runs 4:12
 *   (https://en.wikipedia.org/wiki/Gangnam_Style).
 * - LiSA "紅蓮華" ("Gurenge"), 3:58, single of 2019 (https://en.wikipedia.org/wiki/Gurenge).
 * - Kenshi Yonezu "打上花火" ("Uchiage Hanabi", with DAOKO), 4:49, 2017
 *   (https://en.wikipedia.org/wiki/Uchiage_Hanabi).
 * - YOASOBI "アイドル" ("Idol"), 3:33, single of 2023 (https://en.wikipedia.org/wiki/Idol_(YOASOBI_song)).
 * - Yoko Takahashi "残酷な天使のテーゼ" ("A Cruel Angel's Thesis"), 4:05, 1995
 *   (https://en.wikipedia.org/wiki/A_Cruel_Angel%27s_Thesis).
 */
export const ROMANISED_CASES: MatchCase[] = [
  verified(
    'kanji and kana title against its romaji on a "- Topic" channel, past the English version',
    t('夜に駆ける', 'YOASOBI', 261, { album: 'THE BOOK', releaseDate: '2021-01-06' }),
    [t('Into The Night', 'YOASOBI', 259, { album: 'Into The Night' }), t('Yoru ni Kakeru', 'YOASOBI - Topic', 261.3, { album: 'THE BOOK' })],
    1,
  ),
  none(
    'the English recording is not the Japanese one, title translated and 2 s apart',
    t('夜に駆ける', 'YOASOBI', 261, { album: '夜に駆ける' }),
    [t('Into The Night', 'YOASOBI', 259, { album: 'Into The Night' })],
  ),
  verified(
    'Cyrillic title and artist against the romanised "- Topic" upload',
    t('Группа крови', 'Кино', 285, { album: 'Группа крови', trackNumber: 1 }),
    [t('Gruppa krovi (Live)', 'Kino - Topic', 301), t('Gruppa Krovi', 'Kino - Topic', 285.4, { album: 'Gruppa Krovi' })],
    1,
  ),
  verified(
    'a short title whose romanisations differ ("Война" / "Vojna"): the album and artist decide',
    t('Война', 'Кино', 244, { album: 'Группа крови', trackNumber: 3 }),
    [t('Legenda', 'Kino - Topic', 250, { album: 'Gruppa krovi' }), t('Vojna', 'Kino - Topic', 244.2, { album: 'Gruppa krovi', trackNumber: 3 })],
    1,
  ),
  none(
    'romanised artist agrees but another song of the album, title and length apart',
    t('Война', 'Кино', 244, { album: 'Группа крови' }),
    [t('Legenda', 'Kino - Topic', 250, { album: 'Gruppa krovi' })],
  ),
  verified(
    'Hangul title with its English name in brackets against the romanised form',
    t('강남스타일', 'PSY', 219, { album: 'PSY 6甲 Part 1' }),
    [t('Gangnam Style', 'PSY', 219.4, { album: 'PSY 6甲 Part 1' })],
    0,
  ),
  none(
    'the M/V of Gangnam Style is 33 s longer than the audio',
    t('PSY - GANGNAM STYLE (강남스타일) M/V', 'officialpsy', 252, { isVideo: true }),
    [t('강남스타일', 'PSY', 219), t('Gangnam Style', 'PSY', 219)],
  ),
  review(
    'translated title, same artist and length, nothing else to go on: review',
    t('Группа крови', 'Кино', 285),
    [t('Blood Type', 'Kino', 285.3)],
    0,
  ),
  verified(
    'a title of Han characters only, read character by character ("紅蓮華" / "Gurenge")',
    t('紅蓮華', 'LiSA', 238, { album: '紅蓮華' }),
    [t('Gurenge', 'LiSA - Topic', 238.4, { album: 'Gurenge' })],
    0,
  ),
  verified(
    'kanji with a voiced second part ("打上花火" uchiage-hanabi), past another song of the artist',
    t('打上花火', ['DAOKO', '米津玄師'], 289, { album: '打上花火' }),
    [t('Lemon', 'Kenshi Yonezu - Topic', 255), t('Uchiage Hanabi', ['DAOKO - Topic'], 289.3, { album: 'Uchiage Hanabi' })],
    1,
  ),
  review(
    'a romanised title that is no reading of the characters ("紅蓮華" / "Homura"), or a translation: review',
    t('紅蓮華', 'LiSA', 238, { album: '紅蓮華' }),
    [t('Homura', 'LiSA - Topic', 238.4, { album: 'Homura' })],
    0,
  ),
  verified(
    'a katakana loanword against the English word it spells ("アイドル" / "Idol")',
    t('アイドル', 'YOASOBI', 213.6, { album: 'アイドル' }),
    [t('Idol', 'YOASOBI - Topic', 213, { album: 'アイドル' })],
    0,
  ),
  verified(
    'the same Japanese title on both sides, the artist in kanji on one and romanised on the other',
    t('残酷な天使のテーゼ', '高橋洋子', 245),
    [t('残酷な天使のテーゼ', 'Yoko Takahashi', 245.3)],
    0,
  ),
];
