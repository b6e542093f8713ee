import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../utils/start-background';

export default defineBackground({
  type: 'module',
  main() {
    const background = startBackground();
    // Real context menus cannot be clicked in an automated browser: the handler is reachable
    // from the service worker's scope, as `segue.onMenuClick(info, tab)`.
    Object.assign(globalThis, { segue: background });
  },
});
