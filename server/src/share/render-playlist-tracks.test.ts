import { describe, expect, it } from 'vitest';
import { renderPlaylistTracks } from './render-playlist-tracks';
import { renderShareEmbed } from './render-share-embed';
import type { ShownPage } from './share-page-shell';

const playlist: ShownPage = {
  entity: 'playlist',
  title: 'Rainy Day',
  subtitle: 'ada',
  cover: 'https://cdn-images.dzcdn.net/images/playlist/4cbbed824dbbef154abbea5c4bbbebef/640x640-000000-80-0-0.jpg',
  url: 'https://segue.example/s/AbCd1234',
  links: { deezer: 'https://www.deezer.com/playlist/5445409879' },
  tracks: {
    spotify: [
      { title: 'Paper Tide', artists: 'Crystal Feather', url: 'https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr', preview: 'https://p.scdn.co/mp3-preview/ab12' },
      { title: 'Low <Sun>', artists: 'Ada', url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' },
      // Not a Spotify link: never shown.
      { title: 'Elsewhere', artists: 'Nobody', url: 'https://evil.example/track/1' },
    ],
  },
};

describe('renderPlaylistTracks', () => {
  const html = renderPlaylistTracks(playlist, 'spotify');

  it('lists the converted tracks on the platform, each row a link to play it there and its preview clip where there is one', () => {
    const rows = [...html.matchAll(/<li><span class="title">([^<]+)<span class="by">([^<]+)<\/span><\/span><a class="play" href="([^"]+)"/g)].map((m) => [m[1], m[2], m[3]]);
    expect(rows).toEqual([
      ['Paper Tide', 'Crystal Feather', 'https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr'],
      ['Low &lt;Sun&gt;', 'Ada', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC'],
    ]);
    expect([...html.matchAll(/<audio /g)]).toHaveLength(1);
    expect(html).toContain('<audio controls preload="none" src="https://p.scdn.co/mp3-preview/ab12" aria-label="Preview of Paper Tide">');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<h2>2 songs</h2>');
    expect(html).toContain('<a class="back" href="https://segue.example/s/AbCd1234">');
  });

  it('carries "add to my library" for the extension: the platform and the tracks in data attributes, no script of its own', () => {
    expect(html).toContain(
      '<a class="add" href="https://segue.example/s/AbCd1234/spotify" data-segue-add-playlist data-segue-platform="spotify" ' +
        'data-segue-source="https://www.deezer.com/playlist/5445409879" ' +
        'data-segue-tracks="https://open.spotify.com/track/dGL70Cgu4PTGGVtMwGVUHr https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC" data-segue-title="Rainy Day">Add to my Spotify library</a>',
    );
  });

  it('says how many of the playlist’s songs were not found on the platform, and names them under that count', () => {
    const missing = [
      { title: 'Gone <Away>', artists: 'Nobody' },
      { title: 'Lost', artists: 'Somebody, Else' },
    ];
    const page = renderPlaylistTracks({ ...playlist, missing: { spotify: missing, tidal: [] } }, 'spotify');
    expect(page).toContain('<h2>2 of 4 songs</h2>');
    expect(page).toContain('<summary>2 songs not found on Spotify</summary>');
    const named = [...page.matchAll(/<details class="missing">[\s\S]*<\/details>/g)].join('');
    expect([...named.matchAll(/<span class="title">([^<]+)<span class="by">([^<]+)<\/span>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['Gone &lt;Away&gt;', 'Nobody'],
      ['Lost', 'Somebody, Else'],
    ]);
    // Everything found: no fold, and the count is the plain one.
    expect(html).not.toContain('<details');
  });
});

describe('renderShareEmbed', () => {
  it('is a card with the cover, the title linking to the page, a mark per platform opening in a new tab, and no script', () => {
    const card = renderShareEmbed(playlist);
    expect(card).toContain(`<img src="${playlist.cover}" alt="Cover of Rainy Day" width="132" height="132">`);
    expect(card).toContain('<a class="mark" href="https://www.deezer.com/playlist/5445409879" target="_blank"');
    expect(card).toContain('<a class="mark" href="https://segue.example/s/AbCd1234/spotify" target="_blank"');
    expect(card).not.toContain('<script');
  });
});
