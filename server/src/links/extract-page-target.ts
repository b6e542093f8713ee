/** How much of a short-link page is read; the target sits in its head, within the first few kB. */
export const PAGE_READ_LIMIT_BYTES = 16 * 1024;

// Branch.io pages (spotify.app.link) carry the destination in a script:
// `var target = "https:\/\/open.spotify.com\/playlist\/…"` (Muckebox's resolver fixtures,
// https://github.com/onewaypub/Muckebox). Some also announce it as a canonical or og:url tag.
const SCRIPT_TARGET = /\btarget\s*=\s*"((?:[^"\\\n]|\\.){1,2048})"/;
const META_TARGET = /<meta[^>]+(?:property|name)=["'](?:og:url|al:web:url)["'][^>]*content=["']([^"']{1,2048})["']/i;

function decodeJsString(literal: string): string | null {
  try {
    const value: unknown = JSON.parse(`"${literal}"`);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

const decodeHtml = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&#x2F;/gi, '/').replace(/&#47;/g, '/').replace(/&quot;/g, '"');

/** The link a short-link landing page forwards to, or null when the page names none. */
export function extractPageTarget(html: string): string | null {
  const script = SCRIPT_TARGET.exec(html)?.[1];
  if (script !== undefined) {
    const target = decodeJsString(script);
    if (target !== null && target !== '') return target;
  }
  const meta = META_TARGET.exec(html)?.[1];
  return meta === undefined ? null : decodeHtml(meta);
}

/** Reads at most `limit` bytes of a body as text, then drops the rest unread. */
export async function readHead(body: ReadableStream<Uint8Array> | null, limit = PAGE_READ_LIMIT_BYTES): Promise<string> {
  if (body === null) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}
