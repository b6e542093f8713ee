import { defineContentScript } from 'wxt/utils/define-content-script';
import { mountPageUi } from '../utils/mount-page-ui';
import { PAGE_MATCH_PATTERNS } from '../utils/page-match-patterns';

export default defineContentScript({
  matches: PAGE_MATCH_PATTERNS,
  runAt: 'document_idle',
  async main(ctx) {
    await mountPageUi(ctx);
  },
});
