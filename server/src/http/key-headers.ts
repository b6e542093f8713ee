/** The headers that carry an app's keys: the public one (browsers may see it), the private one (backends only). */
export const PUBLIC_KEY_HEADER = 'x-segue-public-key';
export const PRIVATE_KEY_HEADER = 'x-segue-key';
