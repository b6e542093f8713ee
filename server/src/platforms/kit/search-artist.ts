// YouTube channels named after an artist: the auto-generated "<Artist> - Topic" channel of art
// tracks (https://support.google.com/youtube/answer/6007071), label-run "<Artist>VEVO".
const CHANNEL_RE = /\s+-\s+topic$|(?<=\S)\s?vevo$/i;

/** The artist as other platforms' search engines know them: without a YouTube channel suffix. */
export function searchArtist(name: string): string {
  const bare = name.trim().replace(CHANNEL_RE, '').trim();
  return bare === '' ? name.trim() : bare;
}
