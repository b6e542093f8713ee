import type { PlatformKey } from '@segue/core';
import { SegueError } from './segue-error';

/**
 * A playlist write that stopped part way: the playlist exists (`playlist`, when it was created)
 * and `added` tracks are in it; `cause` is the platform failure.
 */
export class PlaylistWriteError extends SegueError<'playlist_write_stopped'> {
  readonly platform: PlatformKey;
  readonly playlist: { id: string; url: string } | undefined;
  readonly added: readonly string[];

  constructor(platform: PlatformKey, playlist: { id: string; url: string } | undefined, added: readonly string[], cause: unknown) {
    super(
      'playlist_write_stopped',
      playlist
        ? `${platform} stopped after ${added.length} track(s) were added to ${playlist.url}`
        : `${platform} did not create the playlist`,
      { cause },
    );
    this.name = 'PlaylistWriteError';
    this.platform = platform;
    this.playlist = playlist;
    this.added = added;
  }
}
