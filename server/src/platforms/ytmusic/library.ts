/**
 * YouTube Music's library lives behind InnerTube with a signed-in browser session or Google's
 * TV device flow (https://ytmusicapi.readthedocs.io/en/stable/setup/), neither of which a server
 * can hold for a user it links over OAuth: every library call is unsupported.
 */
import type { LibraryFactory, PlatformLibrary } from '../../library/platform-library';
import { PlatformError } from '../platform-error';

const unsupported = () =>
  Promise.reject(new PlatformError('ytmusic', 'unsupported', "YouTube Music's library cannot be read or written by Segue"));

export const createYtMusicLibrary: LibraryFactory<'ytmusic'> = () => {
  const library: PlatformLibrary = {
    playlists: unsupported,
    albums: unsupported,
    artists: unsupported,
    history: unsupported,
    createPlaylist: unsupported,
  };
  return library;
};
