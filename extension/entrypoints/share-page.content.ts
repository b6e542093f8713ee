import { defineContentScript } from 'wxt/utils/define-content-script';
import { enhanceSharePage } from '../utils/share-page-add';

// The configured server's share pages: registered by the background at run time on the server
// the user set up (utils/share-page-script.ts), never listed in the manifest.
export default defineContentScript({
  registration: 'runtime',
  runAt: 'document_idle',
  async main(ctx) {
    const stop = await enhanceSharePage(document, location.href);
    if (stop) ctx.onInvalidated(stop);
  },
});
