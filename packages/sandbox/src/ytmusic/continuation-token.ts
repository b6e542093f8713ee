import { InnertubeError, innertubeErrors } from './innertube-errors';

/**
 * Continuation tokens are opaque protobuf blobs on YouTube (`4qmFsgI…`); here they carry the
 * browse id and the offset of the next page, behind the same prefix.
 */
const PREFIX = '4qmFsgI';

export function encodeContinuation(browseId: string, offset: number): string {
  return PREFIX + Buffer.from(JSON.stringify([browseId, offset])).toString('base64url');
}

export function decodeContinuation(token: string): { browseId: string; offset: number } {
  if (token.startsWith(PREFIX)) {
    try {
      const parsed: unknown = JSON.parse(Buffer.from(token.slice(PREFIX.length), 'base64url').toString('utf8'));
      if (Array.isArray(parsed) && typeof parsed[0] === 'string' && Number.isSafeInteger(parsed[1]) && (parsed[1] as number) >= 0) {
        return { browseId: parsed[0], offset: parsed[1] as number };
      }
    } catch {
      // fall through to the error below
    }
  }
  throw new InnertubeError(innertubeErrors.invalidArgument());
}

/** The 2025-style last item of a page: a continuation to request with `{"continuation": token}`. */
export function continuationItem(token: string): Record<string, unknown> {
  return {
    continuationItemRenderer: {
      // As recorded (browse-playlist-continuation-2025-06.json): no commandMetadata.
      trigger: 'CONTINUATION_TRIGGER_ON_ITEM_PRESCAN_VISIBLE',
      continuationEndpoint: {
        clickTrackingParams: 'CAAQhGciEwj4of3bsZ6OAxVCjtgFHa14BfE=',
        continuationCommand: { token, request: 'CONTINUATION_REQUEST_TYPE_BROWSE' },
      },
    },
  };
}
