/**
 * Song titles in four scripts with the romanised form (Hepburn for Japanese, Revised
 * Romanization for Korean, common Latin transliterations for Russian and Egyptian Arabic) and the
 * English translation that YouTube Music shows an English-language listener in their place.
 */
export interface RomanisedTitle {
  native: string;
  romanised: string;
  translated: string;
}

export type TwinScript = 'cjk' | 'hangul' | 'cyrillic' | 'arabic';

const rows = (text: string): RomanisedTitle[] =>
  text
    .trim()
    .split('\n')
    .map((line) => {
      const [native = '', romanised = '', translated = ''] = line.split('|').map((s) => s.trim());
      return { native, romanised, translated };
    });

export const ROMANISED_TITLES: Record<TwinScript, readonly RomanisedTitle[]> = {
  cjk: rows(`
    夜明けの歌 | Yoake no Uta | Song of Dawn
    星空のメロディー | Hoshizora no Melody | Starry Sky Melody
    君の名前 | Kimi no Namae | Your Name
    桜色の約束 | Sakurairo no Yakusoku | A Cherry-Blossom Promise
    東京の雨 | Tokyo no Ame | Tokyo Rain
    夏の終わり | Natsu no Owari | End of Summer
    青い空 | Aoi Sora | Blue Sky
    忘れない | Wasurenai | I Won't Forget
    風になる | Kaze ni Naru | Becoming the Wind
    月光 | Gekkō | Moonlight
    さよならの前に | Sayonara no Mae ni | Before Goodbye
    永遠の夢 | Eien no Yume | Eternal Dream
    光の中で | Hikari no Naka de | In the Light
    花火 | Hanabi | Fireworks
    涙のあと | Namida no Ato | After the Tears
    僕らの未来 | Bokura no Mirai | Our Future
    春の雨 | Haru no Ame | Spring Rain
    海辺の街 | Umibe no Machi | Seaside Town
    恋の予感 | Koi no Yokan | A Feeling of Love
    最後の手紙 | Saigo no Tegami | The Last Letter
    白い息 | Shiroi Iki | White Breath
    真夜中のドライブ | Mayonaka no Drive | Midnight Drive
    雪の華 | Yuki no Hana | Snow Flower
    ひとりぼっち | Hitoribocchi | All Alone
  `),
  hangul: rows(`
    사랑의 노래 | Sarangui Norae | Love Song
    밤하늘 | Bamhaneul | Night Sky
    너에게 | Neoege | To You
    봄날 | Bomnal | Spring Day
    그리워 | Geuriwo | I Miss You
    별빛 | Byeolbit | Starlight
    우리의 여름 | Uriui Yeoreum | Our Summer
    다시 만나 | Dasi Manna | Meet Again
    꿈속에서 | Kkumsogeseo | In My Dream
    첫눈 | Cheonnun | First Snow
    바람 | Baram | Wind
    안녕 | Annyeong | Goodbye
    빛나는 너 | Binnaneun Neo | You Shine
    기억해 | Gieokhae | Remember
    하루 | Haru | One Day
    달빛 아래 | Dalbit Arae | Under the Moonlight
    눈물 | Nunmul | Tears
    너의 목소리 | Neoui Moksori | Your Voice
    새벽 | Saebyeok | Dawn
    비밀 | Bimil | Secret
  `),
  cyrillic: rows(`
    Звезда | Zvezda | Star
    Белая ночь | Belaya noch | White Night
    Последний поезд | Posledniy poezd | The Last Train
    Город | Gorod | City
    Метель | Metel | Blizzard
    Навсегда | Navsegda | Forever
    Тишина | Tishina | Silence
    Море | More | Sea
    Летний дождь | Letniy dozhd | Summer Rain
    Ты и я | Ty i ya | You and Me
    Огни | Ogni | Lights
    Весна | Vesna | Spring
    Дорога домой | Doroga domoy | The Way Home
    Небо | Nebo | Sky
    Осень | Osen | Autumn
    Танцуй | Tantsuy | Dance
    Ночной город | Nochnoy gorod | Night City
    Мечта | Mechta | Dream
    Холодно | Kholodno | Cold
    Кукушка | Kukushka | Cuckoo
  `),
  arabic: rows(`
    حبيبي | Habibi | My Love
    ليل | Leil | Night
    قمر | Amar | Moon
    سهران | Sahran | Awake All Night
    بحبك | Bahebak | I Love You
    وحشتني | Wahashtini | I Missed You
    نور العين | Nour El Ein | Light of My Eyes
    على بالي | Ala Bali | On My Mind
    سلام | Salam | Peace
    الحلم | El Helm | The Dream
    بكرة | Bokra | Tomorrow
    يا ليل | Ya Leil | Oh Night
    قلبي | Albi | My Heart
    الدنيا | El Donia | The World
    حياتي | Hayati | My Life
    يا سلام | Ya Salam | How Wonderful
  `),
};
