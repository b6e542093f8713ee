/**
 * Whether an endpoint a simulator counted (`GET /v1/me/tracks`, `PUT /v1/me/library`, …) is a
 * write to a listener's library: every request but reads, where YouTube Music's InnerTube
 * searches (`POST /youtubei/v1/search`) and every platform's token requests are POSTs too.
 */
export const isLibraryWrite = (label: string): boolean => !label.startsWith('GET ') && !/token|oauth|youtubei|search/i.test(label);

/** The library writes among one platform's endpoint counts (`SandboxStats['platforms'][p].endpoints`). */
export const libraryWrites = (endpoints: Record<string, number>): number =>
  Object.entries(endpoints)
    .filter(([label]) => isLibraryWrite(label))
    .reduce((n, [, count]) => n + count, 0);
