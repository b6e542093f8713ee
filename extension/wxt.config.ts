import { defineConfig } from 'wxt';

const ICONS = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };

// Permissions stay small, each for one thing people see:
// - storage: settings, linked accounts, the conversion cache;
// - contextMenus: "Convert music link" and "Find … with Segue";
// - activeTab + scripting: the popup reads the page it was opened on, and a right-click result is
//   shown as a toast in the page it was made on (activeTab is granted by that click only);
// - notifications: the result where no page can show a toast (the browser's own pages);
// - identity: linking accounts in the browser's own sign-in window (launchWebAuthFlow), which
//   hands the linking token to this extension only.
// The Segue server's origin is asked for at run time from the options page (optional host
// permissions), because every user runs their own server. Content scripts on the five
// platforms' sites carry their own host matches. The icons are `public/icon/*.png`, drawn from
// `assets/icon.svg` by `pnpm icons`.
//
// Chrome derives an extension's id from its manifest `key` (the public half of a key pair; the
// private half is not needed to load or build it). With it every build of Segue, unpacked or
// self-built, is `bojgmaffeekmioknhpkabdillibkblib`, the id servers let link by default
// (`SEGUE_EXTENSION_IDS` in @segue/core). Firefox's id is the gecko id below.
const CHROME_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArTg9/3A76fgiKdxY1fIqOJaHBCmCBp0Ru0rhh8u9VcOPMFhFXiCFT/3X0or2cz+blc/r//ZbfcHijHQj7Fq0+SpOVQGbkPGKmZLp/AIS0UKAVciPooU5Tx8lG9HgDudn6D0W+udHNtUTqxMMogwd0HlU0J8SyjVI4Bg1jdETLnkyRC4ngLRd6iMu/Pe+bScJDzq+QhBMPuKuQ46dtHHVzcDN+j+81dQLC9pDUkHOsQP6zgM14DDPCqjG7XNpYXx4C6lYXALfNdsxc/VL02xcknEqK606ROz202mn0nG2ZgvKpuhbNpn0f9j3cp//eWwa+/WUbkqds/+jH8RqDqJh4wIDAQAB';

// `@segue/client` is read from its TypeScript source in the workspace (the `@segue/source` export
// condition, as tsconfig.base.json sets for the compiler), so the extension builds and tests
// without building the client first. Vite replaces its default conditions with these, so they
// are listed too.
const SOURCE_CONDITIONS = ['@segue/source', 'module', 'browser', 'development|production'];

export default defineConfig({
  vite: () => ({ resolve: { conditions: SOURCE_CONDITIONS } }),
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  imports: false,
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: 'Segue',
    description: 'See any music page on your own platform, convert music links, add playlists to your library.',
    permissions: ['storage', 'contextMenus', 'activeTab', 'scripting', 'notifications', 'identity'],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: 'Segue', default_icon: ICONS },
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'extension@segue.invalid', strict_min_version: '128.0' } } }
      : { key: CHROME_KEY }),
  }),
});
