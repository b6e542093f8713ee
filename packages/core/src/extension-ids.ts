/**
 * Browser extension ids, as an app lists the extensions that may link its listeners.
 * - Chrome: 32 letters a-p. An unpacked or self-built extension keeps one id when its manifest
 *   carries a `key` (https://developer.chrome.com/docs/extensions/reference/manifest/key).
 * - Firefox: the add-on id of `browser_specific_settings.gecko.id`, an e-mail-like name or a GUID
 *   in braces (https://extensionworkshop.com/documentation/develop/extensions-and-the-add-on-id/).
 */
const CHROME_ID = /^[a-p]{32}$/;
const GECKO_ID = /^(\{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\}|[A-Za-z0-9._+-]{1,80}@[A-Za-z0-9.-]{1,80})$/;

export const isExtensionId = (value: string): boolean => CHROME_ID.test(value) || GECKO_ID.test(value);

/**
 * The Segue extension's own ids: Chrome's follows from the public key in `extension/wxt.config.ts`,
 * Firefox's is its gecko id. An app that turns extension linking on without naming ids lets these.
 */
export const SEGUE_EXTENSION_IDS: readonly string[] = ['bojgmaffeekmioknhpkabdillibkblib', 'extension@segue.invalid'];
