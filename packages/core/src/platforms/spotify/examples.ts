import type { MusicEntityType, MusicLink } from '../../links/music-link';
import type { LinkExample } from '../link-example';

const link = (type: MusicEntityType, id: string): MusicLink => ({ platform: 'spotify', type, id });

/** Links as shared from Spotify's apps, web player and embeds, with what each must parse to. */
export const spotifyExamples: readonly LinkExample[] = [
  { url: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe', expected: link('track', '2plbrEY59IikOBgBGLjaoe') },
  {
    url: 'https://open.spotify.com/track/7ifq3etzDP60X1IRaFVngl?si=&context=spotify%3Aplaylist%3A0cHYJorAnBeis7dDP1dxao',
    expected: link('track', '7ifq3etzDP60X1IRaFVngl'),
  },
  {
    url: 'open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=8a1b2c3d4e5f4a6b',
    expected: link('track', '4uLU6hMCjMI75M1A2tKUQC'),
  },
  { url: 'http://open.spotify.com/album/10FLjwfpbxLmW8c25Xyc2N', expected: link('album', '10FLjwfpbxLmW8c25Xyc2N') },
  {
    url: 'https://open.spotify.com/intl-de/track/0VjIjW4GlUZAMYd2vXMi3b?si=7c1e0e2b1d6a4f3e',
    expected: link('track', '0VjIjW4GlUZAMYd2vXMi3b'),
  },
  { url: 'https://open.spotify.com/intl-pt-BR/album/4LH4d3cOWNNsVw41Gqt2kv', expected: link('album', '4LH4d3cOWNNsVw41Gqt2kv') },
  {
    url: 'https://open.spotify.com/artist/0du5cEVh5yTK9QJze8zA0C?si=Zr9Q3x0ZQ2mV8oK1aT0m7w&utm_source=copy-link',
    expected: link('artist', '0du5cEVh5yTK9QJze8zA0C'),
  },
  {
    url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=1f2e3d4c5b6a4789&pi=a-Qx7bY2cT9z',
    expected: link('playlist', '37i9dQZF1DXcBWIGoYBM5M'),
  },
  {
    url: 'https://open.spotify.com/embed/track/2plbrEY59IikOBgBGLjaoe?utm_source=generator&theme=0',
    expected: link('track', '2plbrEY59IikOBgBGLjaoe'),
  },
  { url: 'https://open.spotify.com/embed/intl-il/track/3n3Ppam7vgaVa1iaRUc9Lp', expected: link('track', '3n3Ppam7vgaVa1iaRUc9Lp') },
  {
    url: 'https://open.spotify.com/intl-il/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    expected: link('playlist', '37i9dQZF1DXcBWIGoYBM5M'),
  },
  { url: 'https://open.spotify.com/embed-legacy/album/10FLjwfpbxLmW8c25Xyc2N', expected: link('album', '10FLjwfpbxLmW8c25Xyc2N') },
  {
    url: 'https://embed.spotify.com/?uri=spotify:track:4uLU6hMCjMI75M1A2tKUQC',
    expected: link('track', '4uLU6hMCjMI75M1A2tKUQC'),
  },
  {
    url: 'https://embed.spotify.com/?uri=spotify%3Aalbum%3A10FLjwfpbxLmW8c25Xyc2N&theme=white',
    expected: link('album', '10FLjwfpbxLmW8c25Xyc2N'),
  },
  { url: 'https://play.spotify.com/album/4LH4d3cOWNNsVw41Gqt2kv', expected: link('album', '4LH4d3cOWNNsVw41Gqt2kv') },
  {
    url: 'https://open.spotify.com/user/spotify/playlist/37i9dQZF1DXcBWIGoYBM5M',
    expected: link('playlist', '37i9dQZF1DXcBWIGoYBM5M'),
  },
  {
    url: 'https://open.spotify.com/user/hitradio%C3%B63/playlist/0cHYJorAnBeis7dDP1dxao?si=4b0c1d2e',
    expected: link('playlist', '0cHYJorAnBeis7dDP1dxao'),
  },
  { url: 'spotify:track:2plbrEY59IikOBgBGLjaoe', expected: link('track', '2plbrEY59IikOBgBGLjaoe') },
  { url: 'spotify:album:10FLjwfpbxLmW8c25Xyc2N', expected: link('album', '10FLjwfpbxLmW8c25Xyc2N') },
  { url: 'spotify:artist:1HY2Jd0NmPuamShAr6KMms', expected: link('artist', '1HY2Jd0NmPuamShAr6KMms') },
  { url: 'spotify:playlist:37i9dQZF1DXcBWIGoYBM5M', expected: link('playlist', '37i9dQZF1DXcBWIGoYBM5M') },
  {
    url: 'spotify:user:tootallnate:playlist:0cHYJorAnBeis7dDP1dxao',
    expected: link('playlist', '0cHYJorAnBeis7dDP1dxao'),
  },
  { url: 'Spotify:Track:4uLU6hMCjMI75M1A2tKUQC', expected: link('track', '4uLU6hMCjMI75M1A2tKUQC') },
  { url: 'http://OPEN.SPOTIFY.COM/Album/10FLjwfpbxLmW8c25Xyc2N', expected: link('album', '10FLjwfpbxLmW8c25Xyc2N') },
  { url: '  https://open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp/ \n', expected: link('track', '3n3Ppam7vgaVa1iaRUc9Lp') },
  {
    url: 'https://open.spotify.com/track/7ifq3etzDP60X1IRaFVngl?_branch_match_id=1234567890123456789&_branch_referrer=H4sIAAAAAAAAA8soKSkotNLXLy7IL8pMSS3Ry8zTDy0qSbUsq%3D%3D',
    expected: link('track', '7ifq3etzDP60X1IRaFVngl'),
  },
  {
    url: 'https://open.spotify.com/album/10FLjwfpbxLmW8c25Xyc2N/2plbrEY59IikOBgBGLjaoe',
    expected: link('track', '2plbrEY59IikOBgBGLjaoe'),
  },
  { url: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe#lyrics', expected: link('track', '2plbrEY59IikOBgBGLjaoe') },
  {
    url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?go=1&sp_cid=4f1b&utm_source=embed_player_p&utm_medium=desktop&nd=1&dlsi=77ab',
    expected: link('playlist', '37i9dQZF1DXcBWIGoYBM5M'),
  },
  {
    url: 'https://open.spotify.com/artist/1HY2Jd0NmPuamShAr6KMms?play=true&gclid=Cj0KCQiA4L67BhDUARIsADWrl7E',
    expected: link('artist', '1HY2Jd0NmPuamShAr6KMms'),
  },
  { url: 'https://open.spotify.com:443/track/0VjIjW4GlUZAMYd2vXMi3b', expected: link('track', '0VjIjW4GlUZAMYd2vXMi3b') },

  { url: 'https://open.spotify.com/episode/512ojhOuo1ktJprKbVcKyQ', expected: null, why: 'podcast episode' },
  { url: 'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk?si=1a2b', expected: null, why: 'podcast show' },
  { url: 'spotify:episode:512ojhOuo1ktJprKbVcKyQ', expected: null, why: 'podcast episode URI' },
  { url: 'https://open.spotify.com/audiobook/7iHfbu1YPACw6oZPAFJtqe', expected: null, why: 'audiobook' },
  { url: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe1', expected: null, why: 'id of 23 characters' },
  { url: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjao', expected: null, why: 'id of 21 characters' },
  { url: 'https://open.spotify.com/track/2plbrEY59Iik-BgBGLjaoe', expected: null, why: 'id outside base62' },
  { url: 'https://open.spotify.com/user/tootallnate', expected: null, why: 'user profile' },
  { url: 'spotify:user:tootallnate:starred', expected: null, why: 'private starred list' },
  { url: 'spotify:local:Daft+Punk:Discovery:One+More+Time:320', expected: null, why: 'local file' },
  { url: 'https://open.spotify.com/', expected: null, why: 'home page' },
  { url: 'https://open.spotify.com/search/die%20with%20a%20smile', expected: null, why: 'search page' },
  {
    url: 'https://open.spotify.com/artist/0du5cEVh5yTK9QJze8zA0C/discography/all',
    expected: null,
    why: 'sub-page of an artist',
  },
  {
    url: 'https://open.spotify.com.evil.example/track/2plbrEY59IikOBgBGLjaoe',
    expected: null,
    why: 'look-alike host',
  },
  { url: 'https://open.spotify.com@evil.example/track/2plbrEY59IikOBgBGLjaoe', expected: null, why: 'credentials trick' },
  { url: 'ftp://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe', expected: null, why: 'not a web scheme' },
  { url: 'https://embed.spotify.com/?uri=spotify%3Aepisode%3A512ojhOuo1ktJprKbVcKyQ', expected: null, why: 'embedded episode' },
];

/** Short links only a followed redirect resolves. */
export const spotifyShortLinks: readonly string[] = [
  'https://spotify.link/L1Sb5i2ruDb',
  'https://spotify.app.link/L1Sb5i2ruDb?_p=c11b1d3e5f8a0c2d4e6f',
  'https://spoti.fi/3xYzAbC',
];
