import { defineConfig } from 'wxt';

// Permissions stay minimal: storage (settings, token, cache), contextMenus (right-click), and
// activeTab (the popup reads the page it was opened on). The Segue server's origin is asked for
// at run time from the options page (optional host permissions), because every user runs their
// own server. Content scripts on the five platforms' sites carry their own host matches.
export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  imports: false,
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: 'Segue',
    description: 'See any music page on your own platform, convert music links, add playlists to your library.',
    permissions: ['storage', 'contextMenus', 'activeTab'],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: 'Segue' },
    // The server's linking flow ends with a redirect to this page carrying `?token=`; a page
    // may only navigate to an extension page listed here.
    web_accessible_resources: [{ resources: ['connected.html'], matches: ['<all_urls>'] }],
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'extension@segue.invalid', strict_min_version: '128.0' } } }
      : {}),
  }),
});
