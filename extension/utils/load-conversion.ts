import { readCachedConversion } from './conversion-cache';
import { sendMessage, type ConvertReply } from './messages';
import type { Outcome } from './notice';

/**
 * The popup's read of a conversion: straight from the cache when it holds one (no round trip
 * through a service worker that may be asleep), else through the background.
 */
export async function loadConversion(url: string, refresh = false): Promise<Outcome<ConvertReply>> {
  if (!refresh) {
    const cached = await readCachedConversion(url);
    if (cached) return { ok: true, result: cached.result, cached: true, savedAt: cached.savedAt };
  }
  try {
    return await sendMessage('convert', { url, refresh });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, notice: { kind: 'failed', title: 'Segue could not start the conversion', detail } };
  }
}
