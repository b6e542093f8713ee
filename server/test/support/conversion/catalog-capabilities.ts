import type { AdapterCapabilities } from '../../../src/platforms/types';

/** What a catalog-only test adapter can do: read and search, optionally look ISRCs up in batches; no user side. */
export const catalogCapabilities = (isrcBatch?: number): AdapterCapabilities => ({
  isrcLookup: isrcBatch ? { batchSize: isrcBatch } : null,
  search: true,
  playlistRead: true,
  albumRead: true,
  artistRead: true,
  linking: false,
  libraryRead: false,
  playlistWrite: false,
});
