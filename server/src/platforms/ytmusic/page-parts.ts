import type { BrowseResponse, DetailHeader, ResponsiveHeader, ShelfItem } from './innertube-schemas';

type Section = NonNullable<
  NonNullable<NonNullable<NonNullable<BrowseResponse['contents']>['twoColumnBrowseResultsRenderer']>['secondaryContents']>['sectionListRenderer']
>;
type Tabs = NonNullable<NonNullable<NonNullable<BrowseResponse['contents']>['singleColumnBrowseResultsRenderer']>['tabs']>;

function sectionLists(response: BrowseResponse): Section[] {
  const lists: Section[] = [];
  const fromTabs = (tabs: Tabs | undefined) => {
    for (const tab of tabs ?? []) if (tab.tabRenderer?.content?.sectionListRenderer) lists.push(tab.tabRenderer.content.sectionListRenderer);
  };
  const contents = response.contents;
  fromTabs(contents?.twoColumnBrowseResultsRenderer?.tabs);
  fromTabs(contents?.singleColumnBrowseResultsRenderer?.tabs);
  const secondary = contents?.twoColumnBrowseResultsRenderer?.secondaryContents?.sectionListRenderer;
  if (secondary) lists.push(secondary);
  return lists;
}

export interface ShelfPage {
  items: ShelfItem[];
  /** Token for the next rows, and whether it is the legacy `nextContinuationData` kind. */
  continuation?: { token: string; legacy: boolean };
}

/** Rows of every song shelf on a browse page (album tracks, playlist rows) and where they continue; search pages are read by kind (`search-rows.ts`). */
export function shelfRows(response: BrowseResponse): ShelfPage {
  const items: ShelfItem[] = [];
  let legacy: string | undefined;
  for (const list of sectionLists(response)) {
    for (const section of list.contents ?? []) {
      const shelf = section.musicPlaylistShelfRenderer ?? section.musicShelfRenderer;
      if (!shelf) continue;
      items.push(...(shelf.contents ?? []));
      legacy ??= shelf.continuations?.[0]?.nextContinuationData?.continuation;
    }
    // A continuation on the section list itself loads further shelves (suggestions), not rows.
  }
  return withContinuation(items, legacy);
}

/** The rows a continuation request answered, in either the 2025 or the legacy shape. */
export function continuationRows(response: BrowseResponse): ShelfPage {
  const appended = response.onResponseReceivedActions?.flatMap((a) => a.appendContinuationItemsAction?.continuationItems ?? []);
  if (appended && appended.length > 0) return withContinuation(appended, undefined);
  const shelf = response.continuationContents?.musicPlaylistShelfContinuation ?? response.continuationContents?.musicShelfContinuation;
  return withContinuation(shelf?.contents ?? [], shelf?.continuations?.[0]?.nextContinuationData?.continuation);
}

function withContinuation(items: ShelfItem[], legacy: string | undefined): ShelfPage {
  const token = items.find((i) => i.continuationItemRenderer)?.continuationItemRenderer?.continuationEndpoint.continuationCommand.token;
  const rows = items.filter((i) => i.musicResponsiveListItemRenderer);
  if (token) return { items: rows, continuation: { token, legacy: false } };
  if (legacy) return { items: rows, continuation: { token: legacy, legacy: true } };
  return { items: rows };
}

/** An older detail header in the 2024 shape: cover and description moved to where the new one keeps them. */
function fromDetail(detail: DetailHeader): ResponsiveHeader {
  const cover = detail.thumbnail?.croppedSquareThumbnailRenderer?.thumbnail;
  return {
    title: detail.title,
    ...(detail.subtitle ? { subtitle: detail.subtitle } : {}),
    ...(cover ? { thumbnail: { musicThumbnailRenderer: { thumbnail: cover } } } : {}),
    ...(detail.description ? { description: { musicDescriptionShelfRenderer: { description: detail.description } } } : {}),
  };
}

/**
 * The page header, whether it sits in the first tab (2024+ layout) or at the top (older layout),
 * and whether or not the signed-in owner's edit wrapper surrounds it. Undefined for pages without
 * one, such as an album's audio playlist (`VLOLAK5uy_…`).
 */
export function pageHeader(response: BrowseResponse): ResponsiveHeader | undefined {
  for (const list of sectionLists(response)) {
    for (const section of list.contents ?? []) {
      const header = section.musicResponsiveHeaderRenderer ?? section.musicEditablePlaylistDetailHeaderRenderer?.header?.musicResponsiveHeaderRenderer;
      if (header) return header;
    }
  }
  const top = response.header;
  const legacy = top?.musicResponsiveHeaderRenderer ?? top?.musicEditablePlaylistDetailHeaderRenderer?.header?.musicResponsiveHeaderRenderer;
  if (legacy) return legacy;
  const detail = top?.musicDetailHeaderRenderer ?? top?.musicEditablePlaylistDetailHeaderRenderer?.header?.musicDetailHeaderRenderer;
  return detail ? fromDetail(detail) : undefined;
}
