import { none, review, t, verified, type MatchCase } from './match-case';

/** Titles and artists in Cyrillic, Japanese, Korean, Chinese, Greek, Arabic and Devanagari. */
export const SCRIPT_CASES: MatchCase[] = [
  verified(
    'Cyrillic title and artist, past the live take',
    t('Кукла колдуна', 'Король и Шут', 203),
    [t('Кукла колдуна (Live)', 'Король и Шут', 221), t('Кукла колдуна', 'Король и Шут', 203.4)],
    1,
  ),
  none(
    '"Любовь" is not "Любов": the soft sign is a letter',
    t('Любовь', 'Звери', 215),
    [t('Любов', 'Звери', 215)],
  ),
  review(
    'й is not и: one letter off in a long title is only similar',
    t('Мой рок-н-ролл', 'Би-2', 279),
    [t('Мои рок-н-ролл', 'Би-2', 279)],
    0,
  ),
  verified(
    'ё and е are one letter in Russian print',
    t('Всё идёт по плану', 'Гражданская оборона', 291),
    [t('Все идет по плану', 'Гражданская оборона', 291.4)],
    0,
  ),
  verified(
    'Japanese title, past the English version',
    t('夜に駆ける', 'YOASOBI', 261),
    [t('Into The Night', 'YOASOBI', 259), t('夜に駆ける', 'YOASOBI', 261.2)],
    1,
  ),
  none(
    'Japanese voiced kana are other letters (が is not か)',
    t('ガラスの少年', 'KinKi Kids', 281),
    [t('カラスの少年', 'KinKi Kids', 281)],
  ),
  verified(
    'full-width Latin inside a Japanese title',
    t('ＬＯＶＥマシーン', 'モーニング娘。', 296),
    [t('LOVEマシーン', 'モーニング娘。', 296)],
    0,
  ),
  verified(
    'Hangul title, past the Japanese version',
    t('봄날', 'BTS', 274.4),
    [t('Spring Day (Japanese ver.)', 'BTS', 276), t('봄날', 'BTS', 274.1)],
    1,
  ),
  review(
    'a Hangul title and its English translation: only artist and duration agree, so review',
    t('봄날', 'BTS', 274.4),
    [t('Spring Day', 'BTS', 274)],
    0,
  ),
  verified(
    'Greek capitals without tonos equal the lower-case title',
    t('ΤΑ ΠΑΙΔΙΑ ΤΟΥ ΠΕΙΡΑΙΑ', 'Μελίνα Μερκούρη', 187),
    [t('Τα Παιδιά του Πειραιά', 'Μελίνα Μερκούρη', 187.2)],
    0,
  ),
  verified(
    'Arabic title, past the live take',
    t('تملي معاك', 'عمرو دياب', 280),
    [t('تملي معاك (Live)', 'عمرو دياب', 300), t('تملي معاك', 'عمرو دياب', 280.3)],
    1,
  ),
  none(
    'Devanagari vowel signs are letters ("तुम ही हो" is not "तुम हो")',
    t('तुम ही हो', 'Arijit Singh', 262),
    [t('तुम हो', 'Arijit Singh', 262)],
  ),
  verified(
    'Devanagari title equals itself',
    t('तुम ही हो', 'Arijit Singh', 262),
    [t('तुम ही हो', 'अरिजीत सिंह', 262), t('तुम ही हो', 'Arijit Singh', 261.8)],
    1,
  ),
  verified(
    'Chinese title, artist in another script, the same ISRC and duration',
    t('月亮代表我的心', '鄧麗君', 210, { isrc: 'HKA107700003' }),
    [t('月亮代表我的心', 'Teresa Teng', 210.4, { isrc: 'HKA107700003' })],
    0,
  ),
];
