/**
 * Classical works the catalog records in several performances: composer, form, number, key,
 * catalogue number (Op., K., BWV, RV, D., Hob., L.), popular name and movements with a typical
 * length in seconds. The facts are the works' own; titles are assembled per platform by
 * `classical-titles.ts`.
 */
export interface Work {
  composer: string;
  /** How labels shorten the composer in album titles and title prefixes. */
  surname: string;
  form: string;
  number?: string;
  key?: string;
  /** As the Apple Music Style Guide writes it: `Op. 27 No. 2`, `K. 550`, `BWV 1007`. */
  catalogue: string;
  nickname?: string;
  /** Movement names and typical lengths in seconds; a single-movement piece has one nameless entry. */
  movements: readonly (readonly [name: string, seconds: number])[];
  /** Who plays it: an orchestra and conductor, a soloist with them, a soloist alone, or a quartet. */
  forces: 'orchestra' | 'concerto' | 'solo' | 'quartet';
}

export const REPERTOIRE: readonly Work[] = [
  {
    composer: 'Ludwig van Beethoven', surname: 'Beethoven', form: 'Symphony', number: '5', key: 'C Minor', catalogue: 'Op. 67', forces: 'orchestra',
    movements: [['Allegro con brio', 440], ['Andante con moto', 600], ['Allegro', 330], ['Allegro', 640]],
  },
  {
    composer: 'Ludwig van Beethoven', surname: 'Beethoven', form: 'Piano Sonata', number: '14', key: 'C-Sharp Minor', catalogue: 'Op. 27 No. 2', nickname: 'Moonlight', forces: 'solo',
    movements: [['Adagio sostenuto', 360], ['Allegretto', 130], ['Presto agitato', 420]],
  },
  {
    composer: 'Wolfgang Amadeus Mozart', surname: 'Mozart', form: 'Symphony', number: '40', key: 'G Minor', catalogue: 'K. 550', forces: 'orchestra',
    movements: [['Molto allegro', 480], ['Andante', 480], ['Menuetto. Allegretto', 270], ['Allegro assai', 290]],
  },
  {
    composer: 'Wolfgang Amadeus Mozart', surname: 'Mozart', form: 'Serenade', number: '13', key: 'G Major', catalogue: 'K. 525', nickname: 'Eine kleine Nachtmusik', forces: 'orchestra',
    movements: [['Allegro', 350], ['Romanze. Andante', 330], ['Menuetto. Allegretto', 130], ['Rondo. Allegro', 290]],
  },
  {
    composer: 'Johann Sebastian Bach', surname: 'Bach', form: 'Cello Suite', number: '1', key: 'G Major', catalogue: 'BWV 1007', forces: 'solo',
    movements: [['Prélude', 150], ['Allemande', 270], ['Courante', 160], ['Sarabande', 170], ['Menuet I & II', 190], ['Gigue', 110]],
  },
  {
    composer: 'Johann Sebastian Bach', surname: 'Bach', form: 'Brandenburg Concerto', number: '3', key: 'G Major', catalogue: 'BWV 1048', forces: 'orchestra',
    movements: [['Allegro', 360], ['Adagio', 25], ['Allegro', 290]],
  },
  {
    composer: 'Pyotr Ilyich Tchaikovsky', surname: 'Tchaikovsky', form: 'Violin Concerto', key: 'D Major', catalogue: 'Op. 35', forces: 'concerto',
    movements: [['Allegro moderato', 1080], ['Canzonetta. Andante', 380], ['Finale. Allegro vivacissimo', 600]],
  },
  {
    composer: 'Antonín Dvořák', surname: 'Dvořák', form: 'Symphony', number: '9', key: 'E Minor', catalogue: 'Op. 95, B. 178', nickname: 'From the New World', forces: 'orchestra',
    movements: [['Adagio - Allegro molto', 560], ['Largo', 720], ['Scherzo. Molto vivace', 480], ['Allegro con fuoco', 660]],
  },
  {
    composer: 'Johannes Brahms', surname: 'Brahms', form: 'Symphony', number: '4', key: 'E Minor', catalogue: 'Op. 98', forces: 'orchestra',
    movements: [['Allegro non troppo', 750], ['Andante moderato', 700], ['Allegro giocoso', 380], ['Allegro energico e passionato', 600]],
  },
  {
    composer: 'Antonio Vivaldi', surname: 'Vivaldi', form: 'Violin Concerto', key: 'E Major', catalogue: 'RV 269', nickname: 'Spring', forces: 'concerto',
    movements: [['Allegro', 210], ['Largo', 150], ['Allegro pastorale', 250]],
  },
  {
    composer: 'Frédéric Chopin', surname: 'Chopin', form: 'Nocturne', key: 'E-Flat Major', catalogue: 'Op. 9 No. 2', forces: 'solo',
    movements: [['', 270]],
  },
  {
    composer: 'Franz Schubert', surname: 'Schubert', form: 'Impromptu', key: 'G-Flat Major', catalogue: 'Op. 90 No. 3, D. 899', forces: 'solo',
    movements: [['', 360]],
  },
  {
    composer: 'Joseph Haydn', surname: 'Haydn', form: 'String Quartet', key: 'C Major', catalogue: 'Op. 76 No. 3, Hob. III:77', nickname: 'Emperor', forces: 'quartet',
    movements: [['Allegro', 480], ['Poco adagio, cantabile', 420], ['Menuetto. Allegro', 300], ['Finale. Presto', 330]],
  },
  {
    composer: 'Felix Mendelssohn', surname: 'Mendelssohn', form: 'Violin Concerto', key: 'E Minor', catalogue: 'Op. 64', forces: 'concerto',
    movements: [['Allegro molto appassionato', 750], ['Andante', 490], ['Allegretto non troppo - Allegro molto vivace', 400]],
  },
  {
    composer: 'Edvard Grieg', surname: 'Grieg', form: 'Piano Concerto', key: 'A Minor', catalogue: 'Op. 16', forces: 'concerto',
    movements: [['Allegro molto moderato', 780], ['Adagio', 400], ['Allegro moderato molto e marcato', 620]],
  },
  {
    composer: 'Sergei Rachmaninoff', surname: 'Rachmaninoff', form: 'Piano Concerto', number: '2', key: 'C Minor', catalogue: 'Op. 18', forces: 'concerto',
    movements: [['Moderato', 660], ['Adagio sostenuto', 690], ['Allegro scherzando', 700]],
  },
];

export const ORCHESTRA_PLACES = ['Aldenburg', 'Kestrel Bay', 'Norrvik', 'Valmont', 'Brightwater', 'Castellane', 'Eastfield', 'Lindholm', 'Marbury', 'Oakhaven'] as const;
export const ORCHESTRA_TYPES = ['Philharmonic Orchestra', 'Symphony Orchestra', 'Chamber Orchestra', 'Philharmonic', 'Radio Symphony Orchestra'] as const;
