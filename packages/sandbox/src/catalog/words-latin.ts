/** Word lists for Latin-script titles and names. Written for the sandbox; any resemblance is chance. */

export const ADJECTIVES = [
  'Golden', 'Silent', 'Electric', 'Broken', 'Neon', 'Wild', 'Lonely', 'Velvet', 'Crimson', 'Hollow',
  'Bright', 'Midnight', 'Paper', 'Silver', 'Burning', 'Frozen', 'Quiet', 'Restless', 'Sweet', 'Bitter',
  'Distant', 'Little', 'Endless', 'Blue', 'Scarlet', 'Faded', 'Hidden', 'Northern', 'Summer', 'Winter',
  'Crystal', 'Secret', 'Gentle', 'Savage', 'Lucky', 'Cosmic', 'Wasted', 'Sacred', 'Final', 'Open',
  'Heavy', 'Easy', 'Dizzy', 'Perfect', 'Modern', 'Ancient', 'Stolen', 'Honest', 'Strange', 'Tender',
] as const;

export const NOUNS = [
  'Heart', 'River', 'Fire', 'Light', 'Ocean', 'Night', 'Dream', 'Highway', 'Garden', 'Mirror',
  'Thunder', 'Echo', 'Shadow', 'Horizon', 'City', 'Moon', 'Rain', 'Window', 'Letter', 'Engine',
  'Stranger', 'Kingdom', 'Ghost', 'Signal', 'Island', 'Satellite', 'Paradise', 'Desert', 'Storm', 'Wire',
  'Lantern', 'Harbor', 'Compass', 'Feather', 'Diamond', 'Machine', 'Valley', 'Tide', 'Avenue', 'Canyon',
  'Carousel', 'Telephone', 'Orchid', 'Anthem', 'Wolf', 'Sparrow', 'Medicine', 'Gravity', 'Season', 'Secret',
] as const;

export const PLURAL_NOUNS = [
  'Wolves', 'Lights', 'Echoes', 'Strangers', 'Machines', 'Rivers', 'Satellites', 'Ghosts', 'Sparrows',
  'Lovers', 'Saints', 'Kings', 'Daydreams', 'Horses', 'Tigers', 'Parades', 'Engines', 'Pilots', 'Mirrors',
  'Owls', 'Comets', 'Foxes', 'Giants', 'Seasons',
] as const;

export const VERBS = [
  'Chasing', 'Falling', 'Running', 'Dancing', 'Waiting', 'Breaking', 'Holding', 'Burning', 'Calling',
  'Dreaming', 'Leaving', 'Fading', 'Drifting', 'Waking', 'Counting', 'Losing', 'Finding', 'Crossing',
] as const;

export const PREPOSITIONS = ['Through', 'Under', 'Over', 'Into', 'Beyond', 'Across', 'Beneath', 'After', 'Before'] as const;

export const PHRASES = [
  "Don't Let Go", "I'll Be There", 'Say It Again', 'One More Time', 'Hold On', 'Take Me Home',
  "Can't Stop Now", 'Stay With Me', 'Let It Burn', "We're Alright", 'Tell Me Why', 'Come Back',
  'Never Enough', 'All I Need', 'Not Today', "Where You Are", 'Better Days', 'Call My Name',
  'Love Me Less', 'Slow Down', "Didn't Know", 'Good Luck', 'So Long', 'Keep Dancing',
] as const;

/** First names, some with diacritics so normalisation matters (Zoë, Søren, José, ...). */
export const FIRST_NAMES = [
  'Maya', 'Leo', 'Nina', 'Oscar', 'Ava', 'Jonas', 'Clara', 'Felix', 'Iris', 'Theo', 'Lena', 'Marcus',
  'Zoë', 'Søren', 'José', 'Chloé', 'Björn', 'Inès', 'Renée', 'Mateo', 'Ayla', 'Kai', 'Noor', 'Elif',
  'Sam', 'Ruby', 'Ezra', 'Hazel', 'Jude', 'Nico', 'Vera', 'Milo', 'Sienna', 'Otis', 'Freya', 'Luca',
] as const;

export const LAST_NAMES = [
  'Hart', 'Rivers', 'Stone', 'Vale', 'Marsh', 'Quinn', 'Blake', 'Moreau', 'Lindqvist', 'Okafor',
  'Navarro', 'Kowalski', 'Brennan', 'Fontaine', 'Castillo', 'Nakamura', 'Haddad', 'Byrne', 'Ashford',
  'Delacroix', 'Sørensen', 'Müller', 'Peña', 'Novák', 'Grant', 'Wilde', 'Cole', 'Reyes', 'Holm', 'Lowe',
] as const;

export const PLACES = [
  'Wembley', 'the Royal Albert Hall', 'Red Rocks', 'Madison Square Garden', 'the Olympia', 'Budokan',
  'the Hollywood Bowl', 'Glastonbury', 'the Fillmore', 'Paradiso', 'the Apollo', 'the Roundhouse',
] as const;

export const ALBUM_WORDS = [
  'Chapters', 'Tapes', 'Sessions', 'Stories', 'Letters', 'Tides', 'Nights', 'Colours', 'Rooms',
  'Signals', 'Fragments', 'Postcards', 'Reflections', 'Seasons', 'Frequencies', 'Maps',
] as const;

export const REMIXERS = [
  'Kaskade Lane', 'Moby Fox', 'DJ Arlo', 'Sundial', 'Nightcrawl', 'Vantablack', 'Lumen', 'Oberon',
  'Polaris Club', 'Mr. Velvet', 'Kid Kosmo', 'Tessellate',
] as const;

export const KARAOKE_ARTISTS = ['Karaoke Hits Band', 'Sing-Along Stars', 'The Karaoke Channel', 'Ameritz Backing Tracks'] as const;

export const OWNER_NAMES = ['spotify_fan_92', 'Lena', 'Marcus W.', 'music lover', 'Deezer Editors', 'DJ Arlo', 'Iris', 'Theo B.'] as const;
